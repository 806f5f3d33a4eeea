// The layers below, re-exported: a file here sees the gate and every layer under it.
@_exported import TextFitGate
