//! Answers gathered in one buffer and written in large blocks.

use std::io::{ErrorKind, Write};

/// The buffer is handed to the sink once it holds this much.
const FLUSH_AT: usize = 1 << 16;

/// Buffered answers on their way to `W` (standard output in the binaries).
///
/// Writing never fails from the caller's point of view: a reader that went away (`| head`)
/// ends the process quietly with status 0, and any other write error ends it with a message
/// and status 2, as the run contract says. Either way no more work is done for nobody.
pub struct Output<W: Write> {
    sink: W,
    buf: Vec<u8>,
    program: &'static str,
}

impl<W: Write> Output<W> {
    /// `program` names the binary in the message for a failed write.
    pub fn new(sink: W, program: &'static str) -> Output<W> {
        Output {
            sink,
            buf: Vec::with_capacity(FLUSH_AT + 64),
            program,
        }
    }

    /// Writes `text` without a line break.
    #[inline]
    pub fn word(&mut self, text: &str) {
        self.buf.extend_from_slice(text.as_bytes());
    }

    /// Writes `text` and a line break.
    #[inline]
    pub fn line(&mut self, text: &str) {
        self.buf.extend_from_slice(text.as_bytes());
        self.end_line();
    }

    /// Writes a line break (and hands a full buffer on).
    #[inline]
    pub fn end_line(&mut self) {
        self.buf.push(b'\n');
        if self.buf.len() >= FLUSH_AT {
            self.flush();
        }
    }

    /// Writes one space.
    #[inline]
    pub fn space(&mut self) {
        self.buf.push(b' ');
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
        self.buf.extend_from_slice(&digits[at..]);
    }

    /// Writes a signed number in decimal (`-` for negatives).
    #[inline]
    pub fn i64(&mut self, value: i64) {
        if value < 0 {
            self.buf.push(b'-');
        }
        self.u64(value.unsigned_abs());
    }

    /// Hands everything buffered to the sink and flushes it.
    pub fn flush(&mut self) {
        let result = self
            .sink
            .write_all(&self.buf)
            .and_then(|()| self.sink.flush());
        self.buf.clear();
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
