import SwiftParser
import SwiftSyntax

/// Finds the Location Buttons one parsed Swift file creates: SwiftUI `LocationButton(…)` and
/// UIKit `CLLocationButton(…)` calls, read from the syntax tree (so code in comments and string
/// literals is never a button, nor is MapKit's `MapUserLocationButton`).
///
/// When the app declares its own type named `LocationButton`, an unqualified `LocationButton(…)`
/// is that type, not CoreLocationUI's; the real button inside such a wrapper is written
/// `CoreLocationUI.LocationButton(…)` and is found there.
struct SwiftButtonFinder {
    /// The file as parsed, with its path as reported.
    var path: String
    var tree: SourceFileSyntax
    /// Whether the module declares a type of its own named `LocationButton`.
    var appDeclaresLocationButton: Bool
    var values: SwiftValueReader

    /// Parses `source`.
    static func parse(_ source: String) -> SourceFileSyntax {
        Parser.parse(source: source)
    }

    /// Whether `tree` declares a type named `LocationButton` (struct, class, enum, actor, typealias).
    static func declaresLocationButton(_ tree: SourceFileSyntax) -> Bool {
        final class Declarations: SyntaxVisitor {
            var found = false
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            func check(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
                if name.text == "LocationButton" { found = true }
                return .visitChildren
            }
        }
        let visitor = Declarations(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    /// Where the parser had to recover: the first error's line, or `nil` for a clean parse.
    static func firstErrorLine(_ tree: SourceFileSyntax, path: String) -> Int? {
        guard tree.hasError else { return nil }
        // The first token the parser made up (missing) or could not place (unexpected).
        let first = tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return converter.location(for: first?.positionAfterSkippingLeadingTrivia ?? tree.position).line
    }

    /// The buttons of the file, in source order.
    func buttons() -> [FoundLocationButton] {
        let calls = Calls(appDeclaresLocationButton: appDeclaresLocationButton, viewMode: .sourceAccurate)
        calls.walk(tree)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return calls.found.map { call, kind in
            let place = converter.location(for: call.calledExpression.positionAfterSkippingLeadingTrivia)
            var button = FoundLocationButton(file: path, line: place.line, column: place.column, kind: kind)
            switch kind {
            case .swiftUI: SwiftUIButtonReader(values: values, converter: converter).read(call, into: &button)
            default: UIKitButtonReader(values: values).read(call, file: tree, into: &button)
            }
            return button
        }
    }

    /// The calls that create a Location Button.
    private final class Calls: SyntaxVisitor {
        let appDeclaresLocationButton: Bool
        var found: [(FunctionCallExprSyntax, FoundLocationButton.Kind)] = []

        init(appDeclaresLocationButton: Bool, viewMode: SyntaxTreeViewMode) {
            self.appDeclaresLocationButton = appDeclaresLocationButton
            super.init(viewMode: viewMode)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression
            var name: String?
            var qualified = false
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = called.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "CoreLocationUI" {
                name = member.declName.baseName.text
                qualified = true
            }
            switch name {
            case "LocationButton" where qualified || !appDeclaresLocationButton:
                found.append((node, .swiftUI))
            case "CLLocationButton":
                found.append((node, .uiKit))
            default:
                break
            }
            return .visitChildren
        }
    }
}
