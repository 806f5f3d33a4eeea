#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `getrusage(2)` reports of this process.
package enum ResourceUsage {
    /// The most memory the process has held resident at once so far, in bytes (`ru_maxrss`:
    /// kilobytes on Linux, bytes on macOS). It never goes down: it is the whole process's peak.
    package static var peakResidentBytes: Int {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
