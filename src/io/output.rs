//! Answers gathered in one buffer and written in large blocks, whole lines at a time.

use crate::io::Fault;
use std::io::{self, Write};

/// The buffer's first size: its complete lines are handed to the sink whenever the next
/// piece would not fit.
const CAPACITY: usize = 1 << 16;

/// The two answers of a yes/no question, such as `YES`/`NO` or `Alice`/`Bob`, prepared so
/// that writing one costs no branch: on inputs where the answer is a coin flip, a
/// mispredicted branch per case costs more than the rest of the case's work.
pub struct Verdicts {
    /// Each answer with its line break, padded to a fixed width.
    lines: [[u8; Verdicts::WIDTH]; 2],
    lengths: [usize; 2],
}

impl Verdicts {
    const WIDTH: usize = 32;

    /// The lines for a true and for a false answer, each written with a line break after
    /// it; each must be shorter than 32 bytes (checked when the constant is built).
    pub const fn new(when_true: &str, when_false: &str) -> Verdicts {
        Verdicts {
            lines: [Self::padded(when_false), Self::padded(when_true)],
            lengths: [when_false.len() + 1, when_true.len() + 1],
        }
    }

    const fn padded(text: &str) -> [u8; Verdicts::WIDTH] {
        let bytes = text.as_bytes();
        assert!(
            bytes.len() < Verdicts::WIDTH,
            "a verdict must be shorter than 32 bytes"
        );
        let mut line = [0u8; Verdicts::WIDTH];
        let mut i = 0;
        while i < bytes.len() {
            line[i] = bytes[i];
            i += 1;
        }
        line[i] = b'\n';
        line
    }
}

/// Buffered answers on their way to `W` (standard output in the binaries).
///
/// Writing an answer never fails from the caller's point of view, so the hot paths carry no
/// `Result`. The first error the sink returns is kept, and from then on answers are dropped:
/// `check` turns the kept error into a `Fault` for a loop that wants to stop early, and
/// `finish` hands it back at the end (`run_on` makes the exit status of it: 0 for a reader
/// that went away, as with `| head`, else 2 and a message).
///
/// Only whole lines reach the sink before the end: when a fault stops a binary in the
/// middle of a case's line, `discard_unfinished_line` drops the part already written, so
/// that the answers before the error are whole lines (the run contract).
pub struct Output<W: Write> {
    sink: W,
    /// `CAPACITY` bytes, or more while one line is longer than that.
    buf: Box<[u8]>,
    len: usize,
    /// The sink's first error; nothing is written after it.
    failed: Option<io::Error>,
}

impl<W: Write> Output<W> {
    pub fn new(sink: W) -> Output<W> {
        Output {
            sink,
            buf: vec![0; CAPACITY].into_boxed_slice(),
            len: 0,
            failed: None,
        }
    }

    /// `Ok` while the sink takes everything; after its first error, a fault that stops the
    /// run (`run_on` reports the error itself, not this fault).
    pub fn check(&self) -> Result<(), Fault> {
        match self.failed {
            None => Ok(()),
            Some(_) => Err(Fault::output_failed()),
        }
    }

    /// Writes `text` without a line break.
    #[inline]
    pub fn word(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    /// Writes `text` and a line break.
    #[inline]
    pub fn line(&mut self, text: &str) {
        self.bytes(text.as_bytes());
        self.byte(b'\n');
    }

    /// Writes the line of `verdicts` that `answer` picks.
    #[inline]
    pub fn verdict(&mut self, verdicts: &Verdicts, answer: bool) {
        let pick = usize::from(answer);
        while self.len > self.buf.len() - Verdicts::WIDTH {
            self.make_room();
        }
        // The whole padded width is copied (a fixed-size copy); only the line is kept.
        // (`min` restates what the test above ensured, so that no bounds check is left.)
        let at = self.len.min(self.buf.len() - Verdicts::WIDTH);
        self.buf[at..at + Verdicts::WIDTH].copy_from_slice(&verdicts.lines[pick]);
        self.len += verdicts.lengths[pick];
    }

    /// Writes a line break.
    #[inline]
    pub fn end_line(&mut self) {
        self.byte(b'\n');
    }

    /// Writes one space.
    #[inline]
    pub fn space(&mut self) {
        self.byte(b' ');
    }

    /// Writes a number in decimal.
    #[inline]
    pub fn u64(&mut self, value: u64) {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        let mut rest = value;
        loop {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        self.bytes(&digits[at..]);
    }

    /// Writes a signed number in decimal (`-` for negatives).
    #[inline]
    pub fn i64(&mut self, value: i64) {
        if value < 0 {
            self.byte(b'-');
        }
        self.u64(value.unsigned_abs());
    }

    #[inline]
    fn byte(&mut self, byte: u8) {
        if self.len == self.buf.len() {
            self.make_room();
        }
        self.buf[self.len] = byte;
        self.len += 1;
    }

    #[inline]
    fn bytes(&mut self, bytes: &[u8]) {
        let end = self.len + bytes.len();
        match self.buf.get_mut(self.len..end) {
            Some(room) => {
                room.copy_from_slice(bytes);
                self.len = end;
            }
            None => self.bytes_slow(bytes),
        }
    }

    #[cold]
    #[inline(never)]
    fn bytes_slow(&mut self, bytes: &[u8]) {
        while self.len + bytes.len() > self.buf.len() {
            self.make_room();
        }
        self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
        self.len += bytes.len();
    }

    /// Hands everything buffered to the sink and flushes it; returns the sink's first error,
    /// whenever it happened.
    pub fn finish(&mut self) -> io::Result<()> {
        let whole = self.len;
        self.write_out(whole);
        if self.failed.is_none() {
            if let Err(error) = self.sink.flush() {
                self.failed = Some(error);
            }
        }
        self.failed.take().map_or(Ok(()), Err)
    }

    /// Hands `buf[..whole]` to the sink (unless it failed before) and drops it.
    fn write_out(&mut self, whole: usize) {
        if self.failed.is_none() {
            if let Err(error) = self.sink.write_all(&self.buf[..whole]) {
                self.failed = Some(error);
            }
        }
        self.buf.copy_within(whole..self.len, 0);
        self.len -= whole;
    }

    /// Drops what was written after the last line break: the answer that a fault cut short.
    pub fn discard_unfinished_line(&mut self) {
        self.len = self.complete_lines();
    }

    /// How many of the buffered bytes are whole lines: up to and with the last line break.
    fn complete_lines(&self) -> usize {
        self.buf[..self.len]
            .iter()
            .rposition(|&byte| byte == b'\n')
            .map_or(0, |last| last + 1)
    }

    /// Hands the sink every complete line buffered and keeps the unfinished one, moved to
    /// the front; when one line fills the whole buffer, doubles the buffer instead (memory
    /// grows with the longest line, which the input bounds).
    #[cold]
    #[inline(never)]
    fn make_room(&mut self) {
        match self.complete_lines() {
            0 => {
                let mut bigger = vec![0; 2 * self.buf.len()].into_boxed_slice();
                bigger[..self.len].copy_from_slice(&self.buf[..self.len]);
                self.buf = bigger;
            }
            whole => self.write_out(whole),
        }
    }

    /// The sink, for tests that write into memory (which never fails).
    pub fn into_sink(mut self) -> W {
        self.finish().expect("a sink in memory takes everything");
        self.sink
    }
}
