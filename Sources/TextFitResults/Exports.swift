// The layers below, re-exported: a file here sees the run, the solver and TextFitCore.
@_exported import TextFitRun
