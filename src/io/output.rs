//! Answers gathered in one buffer and written in large blocks.

use std::io::{ErrorKind, Write};

/// The buffer's size: it is handed to the sink whenever the next piece would not fit.
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
/// Writing never fails from the caller's point of view: a reader that went away (`| head`)
/// ends the process quietly with status 0, and any other write error ends it with a message
/// and status 2, as the run contract says. Either way no more work is done for nobody.
pub struct Output<W: Write> {
    sink: W,
    buf: Box<[u8; CAPACITY]>,
    len: usize,
    program: &'static str,
}

impl<W: Write> Output<W> {
    /// `program` names the binary in the message for a failed write.
    pub fn new(sink: W, program: &'static str) -> Output<W> {
        Output {
            sink,
            buf: Box::new([0; CAPACITY]),
            len: 0,
            program,
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
        if self.len > CAPACITY - Verdicts::WIDTH {
            self.flush_buffer();
        }
        // The whole padded width is copied (a fixed-size copy); only the line is kept.
        // (`min` restates what the test above ensured, so that no bounds check is left.)
        let at = self.len.min(CAPACITY - Verdicts::WIDTH);
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
            self.flush_buffer();
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
        self.flush_buffer();
        if bytes.len() <= self.buf.len() {
            self.buf[..bytes.len()].copy_from_slice(bytes);
            self.len = bytes.len();
        } else {
            let result = self.sink.write_all(bytes);
            self.check(result);
        }
    }

    /// Hands everything buffered to the sink and flushes it.
    pub fn flush(&mut self) {
        self.flush_buffer();
        let result = self.sink.flush();
        self.check(result);
    }

    fn flush_buffer(&mut self) {
        let result = self.sink.write_all(&self.buf[..self.len]);
        self.len = 0;
        self.check(result);
    }

    fn check(&self, result: std::io::Result<()>) {
        if let Err(error) = result {
            if error.kind() == ErrorKind::BrokenPipe {
                // The reader has all it wanted: not an error (ripgrep, GNU tools).
                std::process::exit(0);
            }
            eprintln!("{}: cannot write the output: {error}", self.program);
            std::process::exit(2);
        }
    }

    /// The sink, for tests that write into memory.
    pub fn into_sink(mut self) -> W {
        self.flush();
        self.sink
    }
}
