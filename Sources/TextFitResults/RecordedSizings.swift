/// The sizings (``RecordedSizing``) a `--reuse` run checks its strings' records with, kept for
/// the run: a string's sizing follows from its key's spec (the run's or the default label's: a
/// key with a rule of its own is measured, not taken), the platform its file is drawn on and the
/// margin of `close` there, so a run of a hundred thousand strings needs two or three of them.
///
/// Each is kept with the spec, platform and margin it was made from and given again only for the
/// same three. At most ``limit`` are kept; a run asking for more (more platforms than an app
/// has) makes the rest each time it needs one. Shared by the run's tasks.
final class RecordedSizings: Sendable {
    /// How many sizings are kept at most.
    static let limit = 16

    private struct Kept: Sendable {
        var base: ButtonSpec
        var target: PlatformTarget?
        var closeMargin: Double?
        var sizing: RecordedSizing
    }

    private let kept = Guarded<[Kept]>([])

    /// The sizing of `base` drawn on `target` (``ButtonSpec/on(_:)``, where a file has a
    /// platform of its own) with `closeMargin`: a kept one, or one made now.
    ///
    /// - Throws: the ``InputError`` of drawing `base` on `target`.
    func sizing(of base: ButtonSpec, on target: PlatformTarget?, closeMargin: Double?) throws(InputError) -> RecordedSizing {
        // Compared in place: a kept entry is not copied out to be looked at.
        let found = kept.withLock { kept -> RecordedSizing? in
            for index in kept.indices where kept[index].closeMargin == closeMargin && kept[index].target == target
                && kept[index].base == base {
                return kept[index].sizing
            }
            return nil
        }
        if let found { return found }
        let spec = try target.map { target throws(InputError) in try base.on(target) } ?? base
        let sizing = RecordedSizing(spec: spec, closeMargin: closeMargin)
        kept.withLock { kept in
            if kept.count < Self.limit { kept.append(Kept(base: base, target: target, closeMargin: closeMargin, sizing: sizing)) }
        }
        return sizing
    }

    /// How many sizings are kept, for tests.
    var count: Int { kept.withLock { $0.count } }
}
