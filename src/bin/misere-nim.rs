//! HDU 1907 / POJ 3480 John: misère Nim, where whoever takes the last object loses.
//! Input: T; each case: N, then N pile sizes. Output per case: `John` when the first
//! player (John) wins, else `Brother`.

use grundy::games::nim::Misere;
use grundy::io::{run_cases, Verdicts, ANY_U64};

const ANSWERS: Verdicts = Verdicts::new("John", "Brother");

fn main() {
    run_cases("misere-nim", |input, out| {
        let piles = input.u64()?;
        let mut position = Misere::default();
        input.groups(Some(piles), "pile", &[ANY_U64], |[pile]| position.add(pile))?;
        out.verdict(&ANSWERS, position.first_player_wins());
        Ok(())
    })
}
