@_exported import TextFit
