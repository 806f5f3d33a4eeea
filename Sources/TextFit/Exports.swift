// A client imports one module: `import TextFit` brings every layer below it (TextFitCore and the
// public types of TextFitSolver, TextFitRun and TextFitReporters), re-exported layer by layer.
@_exported import TextFitReporters
