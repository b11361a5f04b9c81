//! `coprime-nim`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! A pile's Grundy value is 0 when it is even, 1 for a single stone, and for an odd pile the
//! index of its least prime factor among the primes (`games::coprime`, which sieves as far
//! as the largest pile read); the exclusive or of the values decides.

use grundy::games::coprime::{CoprimeValues, MAX_PILE};
use grundy::io::{run_cases, About, Verdicts};

/// The problem as `--help` prints it, with samples/coprime-nim/sample-1 as its example.
const ABOUT: About = About {
    name: "coprime-nim",
    problem: "Codeforces 2004E Not a Nim Problem: piles of stones; a move takes y\n\
              stones from a pile of x only when gcd(x, y) = 1; the last move wins.",
    input: "t; each case: n, then n pile sizes (up to 5·10^7).",
    output: "per case, `Alice` when the first player (Alice) wins, else `Bob`.",
    example: [
        "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n",
        "Bob\nAlice\nBob\n",
    ],
};

const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");
/// A pile's values take 2 bytes a stone up to it (100 MB at the largest), asked for as
/// the pile is read.
const IN_MEMORY: &str = "a pile whose values fit in the memory there is";

fn main() {
    let mut values = CoprimeValues::default();
    run_cases(&ABOUT, |input, out| {
        let piles = input.u64()?;
        let mut grundy_sum = 0;
        input.repeat(piles, "pile", |input| {
            let pile = input.u64_that(0..=MAX_PILE, IN_MEMORY, |pile| values.fits(pile))?;
            grundy_sum ^= values.grundy(pile);
            Ok(())
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
