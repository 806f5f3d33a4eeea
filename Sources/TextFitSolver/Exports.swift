// The layer below, re-exported: a file here sees TextFitCore without importing it.
@_exported import TextFitCore
