//! HDU 3032 Nim or not Nim? (Lasker's Nim): a move takes any positive number from one heap,
//! or splits one heap into two non-empty heaps. Input: T; each case: N, then N heap sizes.
//! Output per case: `Alice` when the first player (Alice) wins, else `Bob`.

use grundy::games::lasker;
use grundy::io::{run_cases, Verdicts};

const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_cases("lasker-nim", |input, out| {
        let heaps = input.u64()?;
        let mut grundy_sum = 0;
        input.each_u64(heaps, "heap", |heap| grundy_sum ^= lasker::grundy(heap))?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
