// LaunchIndex: what the launcher lists, read from the disk as rofi 1.7.3 reads it: the
// applications of one environment's XDG data dirs (each desktop file id once, the first file
// that takes it) and the programs on PATH, with the folders to watch for changes. `programs`
// and `readApplications` read files and run off the event loop (`LaunchIndexer`); the rest is values.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

struct LaunchIndex: Sendable {
    /// The applications a launcher lists, by name.
    var apps: [DesktopEntry] = []
    /// Program names on PATH, sorted and each once.
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
    /// What it was read from (nil: nothing read yet).
    var sources: Sources?
    /// Whether this scan read the applications too: a scan hands PATH's programs over first
    /// (run needs no desktop file, and opens with them), then the whole index.
    var applicationsRead = false

    /// What the scan needs from an environment (the daemon's, or a caller's): two environments
    /// that name the same folders, language, desktop and home share one index.
    struct Sources: Hashable, Sendable {
        var applicationFolders: [String]
        var path: [String]
        var locales: [String]
        var desktops: [String]
        /// HOME: run checks that a PATH folder under it holds executables, as rofi does.
        var home: String?

        init(environment env: [String: String]) {
            applicationFolders = DesktopFileID.applicationDirectories(environment: env)
            path = (env["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            locales = DesktopLocale.candidates(environment: env)
            desktops = DesktopEntry.desktops(environment: env)
            home = env["HOME"]
        }
    }

    /// Reads everything `sources` names: PATH, then the applications.
    static func scan(_ sources: Sources) -> LaunchIndex {
        var index = programs(of: sources)
        index.readApplications(sources)
        return index
    }

    /// The first half of a scan: the programs on PATH, no application yet.
    static func programs(of sources: Sources) -> LaunchIndex {
        var index = LaunchIndex()
        index.sources = sources
        let start = MonotonicClock.microseconds()
        index.scanPrograms(sources)
        index.pathMicros = MonotonicClock.microseconds() - start
        return index
    }

    /// The second half: the applications, read in.
    mutating func readApplications(_ sources: Sources) {
        let start = MonotonicClock.microseconds()
        apps = []
        filesRead = 0
        scanApplications(sources)
        applicationsMicros = MonotonicClock.microseconds() - start
        applicationsRead = true
    }

    /// run's list, as rofi 1.7.3's run mode makes it: every regular file, symlink or entry of
    /// unknown type in each PATH folder (no dot files), without asking the file system more
    /// than the folder's own listing says, except in folders under HOME, where only
    /// executables count; names that are not UTF-8 are left out.
    private mutating func scanPrograms(_ sources: Sources) {
        var names: [String] = []
        for dir in sources.path {
            guard let listing = FolderListing(dir) else { continue }
            folders.append(dir)
            let checked = sources.home.map { dir.hasPrefix($0) } ?? false
            for e in listing.entries where (e.type == DT_REG || e.type == DT_LNK || e.type == DT_UNKNOWN) && e.name.first != "." {
                if checked, !FileFacts.isExecutable(dir + "/" + e.name) { continue }
                names.append(e.name)
            }
        }
        names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        programs.reserveCapacity(names.count)
        for n in names where programs.last != n { programs.append(n) }
    }

    /// drun's applications: each folder walked as rofi's walk_dir walks it (no dot files, a
    /// symlink followed, each real folder once however many ways lead to it), each file read
    /// as rofi reads it; the first file that lists or shadows an id has it.
    private mutating func scanApplications(_ sources: Sources) {
        var taken = Set<String>()
        var visited = Set<FileFacts.Identity>()
        var buffer: [UInt8] = []
        let executable = { (name: String) in FileFacts.isFound(name, path: sources.path) }
        for root in sources.applicationFolders {
            var pending: [(dir: String, idPrefix: String)] = [(root, "")]
            while let (dir, idPrefix) = pending.popLast() {
                guard let identity = FileFacts.identity(dir), visited.insert(identity).inserted,
                      let listing = FolderListing(dir) else { continue }
                folders.append(dir)
                var subfolders: [(String, String)] = []
                for e in listing.entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) where e.name.first != "." {
                    let path = dir + "/" + e.name
                    var type = e.type
                    if type == DT_LNK || type == DT_UNKNOWN { type = FileFacts.type(path) }
                    if type == DT_DIR {
                        subfolders.append((path, idPrefix + e.name + "-"))
                        continue
                    }
                    guard type == DT_REG, e.name.utf8.count > 8, e.name.hasSuffix(".desktop") else { continue }
                    let id = idPrefix + e.name
                    guard !taken.contains(id), FileFacts.read(path, into: &buffer) else { continue }
                    filesRead += 1
                    guard let entry = DesktopEntry(DesktopKeyFile(bytes: buffer, locales: sources.locales), id: id, path: path) else { continue }
                    switch entry.listing(desktops: sources.desktops, executable: executable) {
                    case .listed:
                        taken.insert(id)
                        apps.append(entry)
                    case .shadows: taken.insert(id)
                    case .passes: break
                    }
                }
                // Depth first, in name order, as the walk reads them.
                pending += subfolders.reversed()
            }
        }
        let keys = apps.map { $0.name.lowercased() }
        let order = apps.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : apps[a].id < apps[b].id }
        apps = order.map { apps[$0] }
    }
}
