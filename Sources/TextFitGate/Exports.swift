// The layers below, re-exported: a file here sees the results and every layer under them.
@_exported import TextFitResults
