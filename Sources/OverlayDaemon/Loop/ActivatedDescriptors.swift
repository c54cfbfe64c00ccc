// ActivatedDescriptors: the FIFO and socket systemd hands over (overlayd.socket), if any.
import CSystemd

struct ActivatedDescriptors {
    var fifo: Int32?
    var socket: Int32?

    init(fifo: Int32? = nil, socket: Int32? = nil) { self.fifo = fifo; self.socket = socket }

    /// Takes the descriptors passed by socket activation (`sd_listen_fds`), recognising
    /// each by type; ignores any that are neither our FIFO nor a listening stream socket.
    static func fromSystemd() -> ActivatedDescriptors {
        var result = ActivatedDescriptors()
        let n = sd_listen_fds(1)
        guard n > 0 else { return result }
        for fd in SD_LISTEN_FDS_START_VALUE..<(SD_LISTEN_FDS_START_VALUE + n) {
            if sd_is_fifo(fd, nil) > 0 {
                result.fifo = fd
            } else if sd_is_socket_unix(fd, Int32(SOCK_STREAM_VALUE), 1, nil, 0) > 0 {
                result.socket = fd
            }
        }
        return result
    }
}
