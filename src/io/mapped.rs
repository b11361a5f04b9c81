//! The input file parsed where it lies: on x86-64 Linux a regular file (standard input
//! redirected from one, as judges and the bench run the binaries, or the FILE argument) is
//! mapped into memory a window at a time, and the scanner reads the page cache's own pages
//! instead of having `read` copy every byte into its buffer first. On the judge-maximum
//! inputs that made the batch binaries take 0.84 to 0.95 of the time, and counting lines
//! only when a message needs them (below) 0.90 to 0.99 of what was left (alternating pairs,
//! `cargo xtask bench --against`; README, "Performance").
//!
//! A window is `WINDOW` bytes from the page holding the first byte not yet consumed; the
//! scanner moves it where it would have refilled its buffer, so at most one window is
//! mapped (peak memory stays flat, and a memory cap on the address space sees 2 MiB, not
//! the input's size). The last `MAPPED_TAIL` bytes or fewer are read, not mapped, from the
//! same place: they end in the scanner's buffer, with the zeros its fast paths rely on
//! after the data, and whatever the file holds past the length it had when it was mapped
//! (it grew) is read as it would have been.
//!
//! Everywhere else the input is read: a pipe or a terminal, a file of `MAPPED_TAIL` bytes
//! or fewer, `GRUNDY_READ_SIZE` set (tests that hand out the input a few bytes at a time),
//! `GRUNDY_MAP=off`, other targets, Miri, and a bundle (the feature `mapped-input`, on by
//! default in a cargo build, is off where a judge compiles one file; the bundler leaves the
//! mapping out).
//!
//! The lines and columns of the bytes a window passed over are not counted as it moves on:
//! a message that needs them reads those bytes again from the file (`Passed`), once.
//!
//! What a mapping cannot do: it is no snapshot. A file another process writes while it is
//! being read shows the new bytes (the parse stays in bounds: every limit comes from
//! lengths, never from the bytes), and a file cut shorter ends the binary with SIGBUS at
//! the first page past its new end, where reading would have seen the end of input. Such
//! an input is not one the binaries admit (docs/run-contract.md); `GRUNDY_MAP=off` reads
//! instead.

/// Bytes mapped at a time: 2 MiB, each window mapped and unmapped once, its pages entered
/// by that call. First chosen when the lines of each window were still counted as the next
/// was mapped (then best while the window stayed in the processor's cache): bishi36 on 42
/// MB, against reading (alternating pairs), 64 KiB windows 0.98, 128 KiB 0.95, 256 KiB 0.86
/// (0.84 with the pages entered at once), 512 KiB 0.87, 1 MiB 0.89, 4 MiB 0.97, the whole
/// file 0.98. Without that count, and on an input the page cache holds in large pieces (as
/// the bench now makes sure), fewer and larger windows pay: bishi35 on 26 MB, against 256
/// KiB windows, 1 MiB 0.95, 2 MiB 0.935, 4 MiB 0.92 to 0.94, 8 MiB alike (alternating
/// pairs, 31 to 51), at 1–20 digits 1 MiB 0.95, 4 MiB 0.92; peak memory 1.3 MiB with 256
/// KiB, 3.1 with 2 MiB, 5.2 with 4 MiB.
#[cfg(feature = "mapped-input")]
pub(crate) const WINDOW: usize = 1 << 21;

/// An input with at most this many bytes left is read, not mapped.
#[cfg(feature = "mapped-input")]
pub(crate) const MAPPED_TAIL: u64 = 1 << 12;

/// The fewest bytes a window may be asked to hold past its start (`Mapped::new`'s `least`):
/// enough for the scanner's lookahead and padding (a test asks for this few, so that short
/// inputs are mapped too).
#[cfg(feature = "mapped-input")]
pub(crate) const LEAST_TAIL: u64 = 128;

#[cfg(all(
    feature = "mapped-input",
    target_arch = "x86_64",
    target_os = "linux",
    not(miri)
))]
pub(crate) mod system {
    use std::cell::Cell;
    use std::ffi::{c_int, c_long, c_void};
    use std::fs::File;
    use std::os::unix::fs::FileExt;

    use crate::io::position::moved_over_chunk;
    use std::io::{self, Seek, SeekFrom};
    use std::os::fd::{AsFd, AsRawFd};

    use crate::io::mapped::{LEAST_TAIL, MAPPED_TAIL, WINDOW};

    extern "C" {
        fn mmap(
            address: *mut c_void,
            length: usize,
            protection: c_int,
            flags: c_int,
            descriptor: c_int,
            offset: c_long,
        ) -> *mut c_void;
        fn munmap(address: *mut c_void, length: usize) -> c_int;
    }

    // Linux's values on x86-64 (<sys/mman.h>).
    const PROT_READ: c_int = 1;
    const MAP_PRIVATE: c_int = 2;
    /// The window's pages entered in the page table by the one call, not a fault per 16.
    const MAP_POPULATE: c_int = 0x8000;
    const MAP_FAILED: *mut c_void = usize::MAX as *mut c_void;
    /// Mappings start at a multiple of the page size, 4 KiB on x86-64 Linux.
    const PAGE: u64 = 1 << 12;

    /// The input's bytes from its start up to a file offset, passed over without counting
    /// their lines: counted from the file only when a message needs them, and each byte
    /// once (`counted` keeps how far).
    pub(crate) struct Passed {
        file: File,
        /// Where the passed bytes end (while mapped, the window's start is used instead:
        /// see `Mapped::passed_lines`). They start where the input does, `counted`'s
        /// first offset.
        end: u64,
        /// The file offset counted up to, with the newlines before it and the characters
        /// after the last of them.
        counted: Cell<(u64, u64, u64)>,
    }

    impl Passed {
        /// The newlines in the passed bytes before file offset `end` (never below an
        /// earlier `end`), and the characters after the last of them.
        fn lines_before(&self, end: u64) -> (u64, u64) {
            let (mut at, mut lines, mut columns) = self.counted.get();
            if at >= end {
                return (lines, columns);
            }
            let mut chunk = [0; 1 << 12];
            while at < end {
                let wanted = (end - at).min(chunk.len() as u64) as usize;
                match self.file.read_at(&mut chunk[..wanted], at) {
                    Ok(n) if n > 0 => {
                        (lines, columns) = moved_over_chunk(&chunk[..n], lines, columns);
                        at += n as u64;
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    // The file lost bytes it had: the count stops where they went.
                    _ => break,
                }
            }
            self.counted.set((at, lines, columns));
            (lines, columns)
        }

        /// The newlines in the passed bytes, and the characters after the last of them.
        pub(crate) fn lines(&self) -> (u64, u64) {
            self.lines_before(self.end)
        }
    }

    #[cfg(test)]
    thread_local!(
        /// Windows mapped on this thread, for the tests that must move them.
        pub(crate) static WINDOWS_MAPPED: Cell<usize> = const { Cell::new(0) }
    );

    /// A regular file of input, mapped one window at a time.
    pub(crate) struct Mapped {
        /// The file, and the bytes before the window.
        passed: Passed,
        /// The file's length when it was opened for mapping: no window goes past it.
        end: u64,
        /// The bytes a window maps (a test maps less, to move it more often).
        window_size: usize,
        /// An input with at most this many bytes left is read, not mapped.
        least: u64,
        /// The window mapped now.
        window: Window,
        /// The file offset of `bytes()[0]` (the window's start), and that byte's address and
        /// the bytes from it to the window's end.
        at: u64,
        view: *const u8,
        view_length: usize,
    }

    // SAFETY: the mapping's addresses are owned by the `Mapped` alone (no copy of them
    // escapes but through borrows of it), so it may move to another thread with its owner,
    // as the file descriptor beside them may.
    unsafe impl Send for Mapped {}

    /// Pages mapped by `mmap`, unmapped when dropped; none when `length` is 0.
    struct Window {
        address: *const u8,
        length: usize,
    }

    impl Drop for Window {
        fn drop(&mut self) {
            if self.length > 0 {
                // SAFETY: `address..address + length` is a mapping `Mapped::move_to` made,
                // and nothing borrows it any more (its owner is being dropped or replaced,
                // which takes `&mut` of it). Unmapping a mapping of ours cannot fail.
                unsafe { munmap(self.address as *mut c_void, self.length) };
            }
        }
    }

    impl Mapped {
        /// Standard input, when it is a regular file worth mapping (see `new`).
        pub(crate) fn of_stdin() -> Option<Mapped> {
            let descriptor = io::stdin().as_fd().try_clone_to_owned().ok()?;
            Mapped::new(File::from(descriptor), WINDOW, MAPPED_TAIL)
        }

        /// `file` (a duplicate of the input's descriptor, sharing its offset), when it is a
        /// regular file with more than `least` bytes after its offset (`LEAST_TAIL` or more),
        /// in windows of `window_size` bytes (at least two pages). The offset stays where it
        /// is until `leave` puts it where reading takes over. Nothing is mapped before
        /// `move_to`.
        pub(crate) fn new(mut file: File, window_size: usize, least: u64) -> Option<Mapped> {
            let least = least.max(LEAST_TAIL);
            let metadata = file.metadata().ok()?;
            let at = file.stream_position().ok()?;
            let end = metadata.len();
            if !metadata.is_file() || end.checked_sub(at)? <= least {
                return None;
            }
            let counted = Cell::new((at, 0, 0));
            Some(Mapped {
                passed: Passed {
                    file,
                    end: at,
                    counted,
                },
                end,
                window_size: window_size.max(2 * PAGE as usize),
                least,
                window: Window {
                    address: std::ptr::null(),
                    length: 0,
                },
                at,
                // Not null, as a slice's address must be, even of no bytes.
                view: std::ptr::NonNull::dangling().as_ptr(),
                view_length: 0,
            })
        }

        /// The bytes from file offset `position()` to the end of the window: none before the
        /// first `move_to`.
        #[inline(always)]
        pub(crate) fn bytes(&self) -> &[u8] {
            // SAFETY: `view..view + view_length` lies in the window `move_to` mapped, which
            // stays mapped until `move_to` replaces it or `Mapped` is dropped or left; all
            // three take `self` mutably or whole, so no borrow of these bytes outlives it.
            // This program never writes to them (the mapping is read-only); another process
            // writing the file is outside the run contract (see the module's last paragraph).
            unsafe { std::slice::from_raw_parts(self.view, self.view_length) }
        }

        /// The file offset of `bytes()[0]`.
        pub(crate) fn position(&self) -> u64 {
            self.at
        }

        /// Whether a window from file offset `at` is worth mapping: more than `least` of the
        /// input's bytes lie past it (else they are read).
        pub(crate) fn worth_moving_to(&self, at: u64) -> bool {
            self.end.saturating_sub(at) > self.least
        }

        /// Maps the window of `window_size` bytes from the page holding file offset `at`
        /// (below the end), so that `bytes()` starts at `at`: `window_size - PAGE` bytes or
        /// more, or all up to the end, so more than `least` when `worth_moving_to(at)`. The
        /// previous window is unmapped; the bytes before `at` are passed.
        ///
        /// # Errors
        /// The mapping failed (a memory cap on the address space, say): nothing is mapped.
        pub(crate) fn move_to(&mut self, at: u64) -> io::Result<()> {
            debug_assert!(self.at <= at && at < self.end);
            self.window = Window {
                address: std::ptr::null(),
                length: 0,
            };
            self.view_length = 0;
            let offset = at / PAGE * PAGE;
            // At most `window_size` bytes, so the length fits a usize.
            let length = (self.end - offset).min(self.window_size as u64) as usize;
            // SAFETY: a new private, read-only mapping at an address the kernel picks: it
            // overlaps nothing of this program's. The descriptor is open (`passed.file`)
            // and `offset` is a multiple of the page size. No page of it lies past the
            // file's end as it was when opened, where an access would fault.
            let address = unsafe {
                mmap(
                    std::ptr::null_mut(),
                    length,
                    PROT_READ,
                    MAP_PRIVATE | MAP_POPULATE,
                    self.passed.file.as_raw_fd(),
                    offset as c_long,
                )
            };
            if address == MAP_FAILED {
                return Err(io::Error::last_os_error());
            }
            let address = address as *const u8;
            self.window = Window { address, length };
            #[cfg(test)]
            WINDOWS_MAPPED.with(|windows| windows.set(windows.get() + 1));
            let skipped = (at - offset) as usize; // below PAGE, so below `length`
                                                  // SAFETY: `skipped < length`: the pointer stays inside the mapping.
            self.view = unsafe { address.add(skipped) };
            (self.view_length, self.at) = (length - skipped, at);
            Ok(())
        }

        /// The newlines in the input before the window, and the characters after the last
        /// of them (read again from the file: for a message).
        pub(crate) fn passed_lines(&self) -> (u64, u64) {
            self.passed.lines_before(self.at)
        }

        /// Gives up the mapping and leaves reading at file offset `at`, for the reads that
        /// take over from there: the bytes before `at` are passed.
        pub(crate) fn leave(self, at: u64) -> io::Result<Passed> {
            let Mapped {
                mut passed, window, ..
            } = self;
            drop(window);
            passed.file.seek(SeekFrom::Start(at))?;
            passed.end = at;
            Ok(passed)
        }
    }
}

#[cfg(all(
    feature = "mapped-input",
    target_arch = "x86_64",
    target_os = "linux",
    not(miri)
))]
pub(crate) use system::{Mapped, Passed};

/// No input is mapped here: there is no `Mapped`, so the scanner always reads. (A bundle
/// keeps this alone of the file.)
#[cfg(not(all(
    feature = "mapped-input",
    target_arch = "x86_64",
    target_os = "linux",
    not(miri)
)))]
pub(crate) enum Mapped {}

/// Nor any input passed over uncounted.
#[cfg(not(all(
    feature = "mapped-input",
    target_arch = "x86_64",
    target_os = "linux",
    not(miri)
)))]
pub(crate) enum Passed {}

#[cfg(not(all(
    feature = "mapped-input",
    target_arch = "x86_64",
    target_os = "linux",
    not(miri)
)))]
impl Mapped {
    pub(crate) fn bytes(&self) -> &[u8] {
        match *self {}
    }
}

/// What the scanner's mapping code calls, where nothing is ever mapped.
#[cfg(all(
    feature = "mapped-input",
    not(all(target_arch = "x86_64", target_os = "linux", not(miri)))
))]
impl Mapped {
    pub(crate) fn of_stdin() -> Option<Mapped> {
        None
    }

    pub(crate) fn new(_: std::fs::File, _: usize, _: u64) -> Option<Mapped> {
        None
    }

    pub(crate) fn position(&self) -> u64 {
        match *self {}
    }

    pub(crate) fn worth_moving_to(&self, _: u64) -> bool {
        match *self {}
    }

    pub(crate) fn move_to(&mut self, _: u64) -> std::io::Result<()> {
        match *self {}
    }

    pub(crate) fn passed_lines(&self) -> (u64, u64) {
        match *self {}
    }

    pub(crate) fn leave(self, _: u64) -> std::io::Result<Passed> {
        match self {}
    }
}

#[cfg(all(
    feature = "mapped-input",
    not(all(target_arch = "x86_64", target_os = "linux", not(miri)))
))]
impl Passed {
    pub(crate) fn lines(&self) -> (u64, u64) {
        match *self {}
    }
}
