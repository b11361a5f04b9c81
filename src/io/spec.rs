//! A binary's problem, stated once: `Spec`. The binary prints it (`--help`) and answers in its
//! words; the tools (xtask) and the tests read it too: the judges' table is written from it,
//! and the docs' rows are held to it. The specs themselves are in `crate::specs`, one
//! constant a binary.

use crate::io::Verdicts;

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
