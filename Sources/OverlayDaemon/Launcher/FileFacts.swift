// FileFacts: what the launcher's scan asks of the file system, each in as few system calls as
// answer it: a folder's names with the types its listing already gives (`FolderListing`), a
// file's type or identity when the listing cannot say, whether a program is executable as
// GLib tests it (rofi's TryExec and run checks), and a file's bytes.
#if canImport(Glibc)
import Glibc
#endif

/// A folder's entries as readdir gives them: the name and the d_type (DT_UNKNOWN when the
/// file system does not say), no `.` or `..`.
struct FolderListing {
    struct Entry {
        var name: String
        var type: UInt8
    }

    let entries: [Entry]

    /// nil when the folder cannot be read.
    init?(_ dir: String) {
        guard let d = opendir(dir) else { return nil }
        defer { closedir(d) }
        var entries: [Entry] = []
        // A record is only as long as its name (d_reclen): copying the whole 256-byte d_name
        // would read past the last record of the buffer. Read up to the NUL in place.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        while let e = readdir(d) {
            let name = String(cString: (UnsafeRawPointer(e) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { entries.append(Entry(name: name, type: e.pointee.d_type)) }
        }
        self.entries = entries
    }
}

enum FileFacts {
    /// A folder as the kernel knows it, so one reached again through a symlink is not walked twice.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The identity of the folder at `path` (symlinks followed); nil when it is none.
    static func identity(_ path: String) -> Identity? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }

    /// DT_DIR, DT_REG or DT_UNKNOWN for what `path` leads to (symlinks followed).
    static func type(_ path: String) -> UInt8 {
        var st = stat()
        guard stat(path, &st) == 0 else { return UInt8(DT_UNKNOWN) }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    /// GLib's G_FILE_TEST_IS_EXECUTABLE: access(X_OK) and, for root (whom access lets run
    /// anything), an execute bit; with `notFolder`, not a folder.
    static func isExecutable(_ path: String, notFolder: Bool = false) -> Bool {
        guard access(path, X_OK) == 0 else { return false }
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        if notFolder, (st.st_mode & S_IFMT) == S_IFDIR { return false }
        return getuid() != 0 || st.st_mode & (S_IXUSR | S_IXGRP | S_IXOTH) != 0
    }

    /// Whether a TryExec `name` is found as rofi finds it: an absolute path executable, else
    /// g_find_program_in_path over `path` (an executable that is no folder).
    static func isFound(_ name: String, path: [String]) -> Bool {
        if name.hasPrefix("/") { return isExecutable(name) }
        if name.contains("/") { return isExecutable(name, notFolder: true) }
        return !name.isEmpty && path.contains { isExecutable($0 + "/" + name, notFolder: true) }
    }

    /// A regular file's bytes into `buffer` (at most 16 MB: a desktop file is a few KB, and a
    /// FIFO or device named like one is never read from); false when it cannot be read.
    static func read(_ path: String, into buffer: inout [UInt8]) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size <= 16 << 20 else { return false }
        let size = Int(st.st_size)
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: repeatElement(0, count: size))
        var got = 0
        while got < size {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress.map { $0 + got }, size - got) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        buffer.removeSubrange(got...)
        return true
    }

    /// A small file's text (the launcher's history); nil when it cannot be read.
    static func text(_ path: String) -> String? {
        var bytes: [UInt8] = []
        return read(path, into: &bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }
}
