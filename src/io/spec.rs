//! A binary's problem, stated once: `Spec`. The binary prints it (`--help`) and answers in its
//! words; the tools (xtask) and the tests read it too: the judges' table is written from it,
//! and the docs' rows are held to it. The specs themselves are in `crate::specs`, one
//! constant a binary.

/// What a binary solves and how it reads and answers.
pub struct Spec {
    /// The binary's name (src/bin/NAME.rs, samples/NAME/), which starts every message it
    /// prints.
    pub name: &'static str,
    /// The judge problems it solves; none for a model that no judge poses as it is.
    pub judges: &'static [Judge],
    /// The game, a line or two (the judges' titles come before it in `--help`).
    pub problem: &'static str,
    pub input: &'static str,
    pub output: &'static str,
    /// How the input's cases follow one another.
    pub layout: Layout,
    /// Every answer a case may get, where the answer is a word: for a yes/no problem the
    /// first player's win first (`verdicts`). Empty where the answer is a number.
    pub answers: &'static [&'static str],
    /// The first sample, input and output: samples/NAME/sample-1.in and .out (the tests
    /// hold them equal).
    pub example: [&'static str; 2],
}

/// One judge problem.
pub struct Judge {
    /// The judge, as its site names itself: "HDU", "Luogu", "LeetCode".
    pub site: &'static str,
    /// The problem's id there, as the judge shows it: "2147", "P2197", "ABC209 E".
    pub id: &'static str,
    /// Its title there (empty where the id is the title).
    pub title: &'static str,
    /// The bounds its statement sets, which a correct submission may rely on, as stated
    /// ("0 < n, m ≤ 2000"), and where they were read when not on the judge's own page;
    /// empty where the statement was not found.
    pub limits: &'static str,
}

/// How the cases of an input follow one another.
pub enum Layout {
    /// A count `T`, then T cases.
    Counted,
    /// Cases until a closing line (`0`, `0 0`), or until the end of input.
    Until(&'static str),
    /// Cases until the end of input.
    ToTheEnd,
    /// One case.
    One,
    /// LeetCode's test-case text: a case's arguments one a line, cases one after another.
    LeetCode,
}

impl Layout {
    /// Whether an input with no case is valid (answered with nothing).
    pub fn empty_is_valid(&self) -> bool {
        matches!(self, Layout::Until(_) | Layout::ToTheEnd)
    }
}

impl Judge {
    /// "HDU 2147 kiki's game": the judge, the id and the title.
    pub fn full(&self) -> String {
        let full = format!("{} {} {}", self.site, self.id, self.title);
        full.trim_end().into()
    }

    /// Whether the judge compiles Rust: HDU, POJ and UVa do not, and there the binary is
    /// the reference that checks a C++ or Java solution.
    pub fn takes_rust(&self) -> bool {
        !matches!(self.site, "HDU" | "POJ" | "UVa")
    }
}

impl Spec {
    /// The lines of a yes/no problem's two answers, the first player's win first.
    pub const fn verdicts(&self) -> Verdicts {
        Verdicts::new(self.answers[0], self.answers[1])
    }

    /// The line of a yes/no problem's answer, as `verdicts` writes it.
    pub fn answer(&self, first_player_wins: bool) -> &'static str {
        self.answers[usize::from(!first_player_wins)]
    }

    /// The text of `--help`.
    pub fn help(&self) -> String {
        // `Judge::full`, written out: every bundle carries this, and not the function.
        let judges: Vec<String> = (self.judges.iter())
            .map(|j| format!("{} {} {}", j.site, j.id, j.title).trim_end().into())
            .collect();
        let colon = if judges.is_empty() { "" } else { ": " };
        let mut text = format!("{}: {}{colon}", self.name, judges.join(" / "));
        text += &format!(
            "{}\nInput: {}\nOutput: {}\n",
            self.problem, self.input, self.output
        );
        for judge in self.judges {
            if !judge.limits.is_empty() {
                text += &format!("{} {}'s limits: {}\n", judge.site, judge.id, judge.limits);
            }
        }
        format!(
            "{text}\nExample input:\n{}\nExample output:\n{}\n\
             Usage: {} [FILE] (reads FILE, or standard input without one)",
            self.example[0], self.example[1], self.name
        )
    }
}

/// The answers a problem prints, such as `YES`/`NO` or `WIN`/`LOSE`/`DRAW`, prepared so
/// that writing one costs no branch: on inputs where the answer is a coin flip, a
/// mispredicted branch per case costs more than the rest of the case's work. Two answers
/// (a yes/no question, `new`) unless said otherwise (`of`).
pub struct Verdicts<const N: usize = 2> {
    /// Each answer with its line break, padded to a fixed width.
    pub(crate) lines: [[u8; VERDICT_WIDTH]; N],
    pub(crate) lengths: [usize; N],
    /// Whether a line is longer than 16 bytes (else the first 16 are copied, not 32).
    pub(crate) wide: bool,
}

/// The width every verdict's line is padded to (so each is written by one fixed-size copy).
pub(crate) const VERDICT_WIDTH: usize = 32;

impl Verdicts {
    /// The lines for a true and for a false answer, each written with a line break after
    /// it; each must be shorter than 32 bytes (checked when the constant is built).
    pub const fn new(when_true: &str, when_false: &str) -> Verdicts {
        Verdicts::of([when_false, when_true])
    }
}

impl<const N: usize> Verdicts<N> {
    /// The lines of answers 0 to N − 1, in order, each shorter than 32 bytes (checked when
    /// the constant is built).
    pub const fn of(answers: [&str; N]) -> Verdicts<N> {
        let mut lines = [[0u8; VERDICT_WIDTH]; N];
        let mut lengths = [0; N];
        let mut answer = 0;
        let mut wide = false;
        while answer < N {
            let bytes = answers[answer].as_bytes();
            assert!(
                bytes.len() < VERDICT_WIDTH,
                "a verdict must be shorter than 32 bytes"
            );
            let mut i = 0;
            while i < bytes.len() {
                lines[answer][i] = bytes[i];
                i += 1;
            }
            lines[answer][i] = b'\n';
            lengths[answer] = i + 1;
            wide |= i + 1 > 16;
            answer += 1;
        }
        Verdicts {
            lines,
            lengths,
            wide,
        }
    }
}
