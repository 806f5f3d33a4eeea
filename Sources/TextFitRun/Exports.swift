// The layers below, re-exported: a file here sees TextFitSolver and TextFitCore without importing them.
@_exported import TextFitSolver
