//! `fibonacci-first-take`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::FIBONACCI_FIRST_TAKE`, which `--help` prints).

use grundy::games::fibonacci_nim;
use grundy::io::run;
use grundy::specs::luogu::FIBONACCI_FIRST_TAKE;

fn main() {
    run(&FIBONACCI_FIRST_TAKE, |input, out| {
        // A pile of 0 has no first move to name.
        let stones = input.u64_in(1..=u64::MAX)?;
        out.u64(fibonacci_nim::least_winning_take_of_all(stones));
        out.end_line();
        input.finish("the number N")
    })
}
