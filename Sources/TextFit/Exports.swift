// A client imports one module: `import TextFit` brings the types of the lower layer too.
@_exported import TextFitCore
