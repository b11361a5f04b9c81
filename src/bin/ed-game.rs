//! `ed-game`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::split_pairs;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/ed-game/sample-1 as its example.
const ABOUT: About = About {
    name: "ed-game",
    problem: "Luogu P2148 [SDOI2009] E&D: 2n piles, paired 1 with 2, 3 with 4, …; a move\n\
              removes one pile of a pair and splits the other into two non-empty piles,\n\
              the new pair; 小E moves first; who cannot move loses.",
    input: "T; each case: N (even), then N piles (at least 1 stone each).",
    output: "per case, `YES` when the first player wins, else `NO`.",
    example: ["2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n", "YES\nNO\n"],
};

const ANSWERS: Verdicts = Verdicts::new("YES", "NO");

fn main() {
    run_cases(&ABOUT, |input, out| {
        let piles = input.u64_that(ANY_U64, "an even number of piles", |n| n % 2 == 0)?;
        let mut value_sum = 0;
        let stones = 1..=u64::MAX;
        input.groups(
            Some(piles / 2),
            "pair",
            &[stones.clone(), stones],
            |[a, b]| value_sum ^= split_pairs::pair_value(a, b),
        )?;
        out.verdict(&ANSWERS, split_pairs::first_player_wins(value_sum));
        Ok(())
    })
}
