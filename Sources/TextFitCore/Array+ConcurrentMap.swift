extension Array where Element: Sendable {
    /// `transform` of each element, run in a task group with at most `tasks` at once, the
    /// results in the elements' order: how work that is not a run's cells is spread over the cores.
    package func concurrentMap<Output: Sendable>(tasks: Int, _ transform: @escaping @Sendable (Element) -> Output) async
        -> [Output] {
        guard count > 1, tasks > 1 else { return map(transform) }
        return await withTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: count)
            var next = 0
            while next < Swift.min(tasks, count) {
                let index = next
                group.addTask { (index, transform(self[index])) }
                next += 1
            }
            for await (index, output) in group {
                results[index] = output
                if next < count {
                    let index = next
                    group.addTask { (index, transform(self[index])) }
                    next += 1
                }
            }
            return results.map { $0! }
        }
    }
}
