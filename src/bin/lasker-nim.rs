//! HDU 3032 Nim or not Nim? (Lasker's Nim): a move takes any positive number from one heap,
//! or splits one heap into two non-empty heaps. Input: T; each case: N, then N heap sizes.
//! Output per case: `Alice` when the first player (Alice) wins, else `Bob`.

use grundy::games::lasker;
use grundy::io::{run_cases, Verdicts, ANY_U64};

const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_cases("lasker-nim", |input, out| {
        let heaps = input.u64()?;
        let mut grundy_sum = 0;
        input.groups(Some(heaps), "heap", &[ANY_U64], |[heap]| {
            grundy_sum ^= lasker::grundy(heap)
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
