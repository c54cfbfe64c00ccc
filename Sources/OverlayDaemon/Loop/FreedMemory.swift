// FreedMemory: gives the C heap's free pages back to the kernel (glibc keeps them otherwise).
import CLinux

func returnFreedMemory() {
    _ = malloc_trim(0)
}
