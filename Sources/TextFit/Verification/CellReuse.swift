/// Where a run may take a string's cells instead of measuring it (`--reuse`): the run asks for
/// each string it is about to measure and measures those it gets no cells for.
///
/// Declared here and implemented above the run, by `ReusedCells` (Gate), which reads an earlier
/// results file; the run knows nothing of files.
package protocol CellReuse: Sendable {
    /// The cells of `string` as the run would measure them under `plan`, taken from elsewhere;
    /// `nil` when they must be measured.
    func cells(for string: LocalizedString, plan: VerificationPlan) throws(InputError) -> [CellResult]?
}
