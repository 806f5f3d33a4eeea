import SwiftParser
import SwiftSyntax

/// The constants of an app's module that a button's configuration may name: every `let` (global,
/// `static`, a type's stored constant or a local one) with an initial value, by its name, as the
/// source text of that value. A name bound twice with different values is ambiguous and left out, so it is
/// reported as not static rather than resolved to the wrong one.
package struct SwiftConstants: Sendable {
    /// Name → the initial value's source text.
    package private(set) var values: [String: String] = [:]
    private var ambiguous: Set<String> = []

    package init() {}

    /// Adds the constants declared in `tree`.
    package mutating func collect(from tree: SourceFileSyntax) {
        let visitor = Collector(viewMode: .sourceAccurate)
        visitor.walk(tree)
        for (name, text) in visitor.found { add(name, text) }
    }

    /// Adds the constants of `other`.
    package mutating func merge(_ other: SwiftConstants) {
        for (name, text) in other.values { add(name, text) }
        for name in other.ambiguous {
            ambiguous.insert(name)
            values[name] = nil
        }
    }

    private mutating func add(_ name: String, _ text: String) {
        guard !ambiguous.contains(name) else { return }
        if let known = values[name], known != text {
            ambiguous.insert(name)
            values[name] = nil
        } else {
            values[name] = text
        }
    }

    /// The value `name` is bound to, parsed as an expression; `nil` for no (or an ambiguous) constant.
    package func expression(named name: String) -> ExprSyntax? {
        guard let text = values[name] else { return nil }
        let file = Parser.parse(source: "_ = " + text)
        guard let item = file.statements.first?.item, let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
              let last = sequence.elements.last else {
            return nil
        }
        return last
    }

    /// Finds every `let NAME = VALUE`, local ones too (a name two of them bind differently is
    /// ambiguous and dropped).
    private final class Collector: SyntaxVisitor {
        var found: [(String, String)] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                found.append((name, value.trimmedDescription))
            }
            return .skipChildren
        }
    }
}
