//! `nim-up-to-three`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::cses::NIM_UP_TO_THREE`, which `--help` prints).
//!
//! Each heap is Bash's game with takes of 1 to 3, worth its sticks mod 4; the heaps' values
//! are summed by exclusive or (Sprague–Grundy).

use grundy::games::{bash, nim};
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::cses::NIM_UP_TO_THREE;

const ANSWERS: Verdicts = NIM_UP_TO_THREE.verdicts();

fn main() {
    run_cases(&NIM_UP_TO_THREE, |input, out| {
        let heaps = input.u64()?;
        let mut value = 0;
        input.groups(Some(heaps), "heap", &[("", ANY_U64)], |[heap]| {
            value ^= bash::heap_value(heap, 3)
        })?;
        out.verdict(&ANSWERS, nim::first_player_wins(value));
        Ok(())
    })
}
