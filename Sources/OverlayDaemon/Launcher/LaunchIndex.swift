// LaunchIndex: what the launcher lists, read from the disk: the applications of one
// environment's XDG data dirs (each desktop file id once, the user's first, left out as the spec says) and the
// executables on PATH, with the folders to watch for changes. `scan` reads files and is run
// off the event loop (`LaunchIndexer`); the rest is values.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

struct LaunchIndex: Sendable {
    /// The applications a launcher lists, by name.
    var apps: [DesktopEntry] = []
    /// Executable names on PATH, sorted and each once.
    var programs: [String] = []
    /// Every folder read (applications folders and their subfolders, PATH folders).
    var folders: [String] = []
    /// Desktop files read, listed or not (for the log and `stats`).
    var filesRead = 0
    /// How long the scan took, in microseconds: the applications, and PATH (the log says it,
    /// `scripts/bench launcher-cold` reads it).
    var applicationsMicros: Int64 = 0
    var pathMicros: Int64 = 0
    /// Which scan this is (`LaunchIndexes` numbers them): the launcher's rows are made again
    /// only when another index comes in.
    var serial = 0

    /// What the scan needs from an environment (the daemon's, or a caller's): two environments
    /// that name the same folders, language and desktop share one index.
    struct Sources: Hashable, Sendable {
        var applicationFolders: [String]
        var path: [String]
        var locales: [String]
        var desktops: [String]

        init(environment env: [String: String]) {
            applicationFolders = DesktopFileID.applicationDirectories(environment: env)
            path = (env["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            locales = DesktopLocale.candidates(environment: env)
            desktops = DesktopEntry.desktops(environment: env)
        }
    }

    /// Reads everything `sources` names.
    static func scan(_ sources: Sources) -> LaunchIndex {
        var index = LaunchIndex()
        var seen = Set<String>()
        var programs = Set<String>()
        let start = MonotonicClock.microseconds()
        for dir in sources.path {
            guard let names = LaunchIndex.entries(of: dir) else { continue }
            index.folders.append(dir)
            for name in names where !programs.contains(name) && LaunchIndex.isExecutableFile(dir + "/" + name) {
                programs.insert(name)
            }
        }
        index.programs = programs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let pathRead = MonotonicClock.microseconds()
        index.pathMicros = pathRead - start
        let executable: (String) -> Bool = { name in
            if name.hasPrefix("/") { return LaunchIndex.isExecutableFile(name) }
            return programs.contains(name) || sources.path.contains { LaunchIndex.isExecutableFile($0 + "/" + name) }
        }
        for root in sources.applicationFolders {
            var pending = [""]
            while let rel = pending.popLast() {
                let dir = rel.isEmpty ? root : root + "/" + rel
                guard let names = LaunchIndex.entries(of: dir) else { continue }
                index.folders.append(dir)
                for name in names.sorted() {
                    let relative = rel.isEmpty ? name : rel + "/" + name
                    let path = dir + "/" + name
                    guard let id = DesktopFileID.id(relativePath: relative) else {
                        if LaunchIndex.isDirectory(path) { pending.append(relative) }
                        continue
                    }
                    // The first file with an id is the one: the user's shadows the system's,
                    // even when it hides the entry (Hidden=true, NoDisplay=true).
                    guard seen.insert(id).inserted, let text = LaunchIndex.read(path) else { continue }
                    index.filesRead += 1
                    guard let entry = DesktopEntry(DesktopKeyFile(text), id: id, path: path, locales: sources.locales),
                          entry.isListed(desktops: sources.desktops, executable: executable) else { continue }
                    index.apps.append(entry)
                }
            }
        }
        index.apps.sort { a, b in
            let (la, lb) = (a.name.lowercased(), b.name.lowercased())
            return la != lb ? la < lb : a.id < b.id
        }
        index.applicationsMicros = MonotonicClock.microseconds() - pathRead
        return index
    }

    /// The names in a folder (no `.` or `..`); nil when it cannot be read.
    static func entries(of dir: String) -> [String]? {
        guard let d = opendir(dir) else { return nil }
        defer { closedir(d) }
        var names: [String] = []
        // A record is only as long as its name (d_reclen): copying the whole 256-byte d_name
        // would read past the last record of the buffer. Read up to the NUL in place.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        while let e = readdir(d) {
            let name = String(cString: (UnsafeRawPointer(e) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    /// A desktop file's text (at most 1 MB; a FIFO or device is not opened for reading).
    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size <= 1 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        var got = 0
        while got < bytes.count {
            let n = bytes[got...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        return String(decoding: bytes[..<got], as: UTF8.self)
    }
}
