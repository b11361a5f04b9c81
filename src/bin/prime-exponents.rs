//! `prime-exponents`: the problem, its formats and an example are stated once, in `ABOUT`
//! (`--help`).

use grundy::games::prime_exponents::{PrimeExponents, MAX_NUMBER};
use grundy::io::{run, About, Verdicts};

/// The problem as `--help` prints it, with samples/prime-exponents/sample-1 as its example.
const ABOUT: About = About {
    name: "prime-exponents",
    problem: "Codeforces 850C Arpa and a game with Mojtaba: a list of numbers; a move\n\
              picks a prime power p^k dividing at least one of them and divides every\n\
              number divisible by p^k by it; whoever cannot move loses.",
    input: "n, then n numbers from 1 to 10^9.",
    output: "`Mojtaba` when the first player (Mojtaba) wins, else `Arpa`.",
    example: ["4\n1 1 1 1\n", "Arpa\n"],
};

const ANSWERS: Verdicts = Verdicts::new("Mojtaba", "Arpa");

/// At most this many numbers: each is factored by trial division, up to 3401 divisions
/// (Codeforces' lists have at most 100).
const MOST_NUMBERS: u64 = 20_000;

fn main() {
    run(&ABOUT, |input, out| {
        let count = input.u64_described(0..=MOST_NUMBERS, |range| {
            format!(
                "a count of numbers from 0 to {} (each is factored by trial division)",
                range.end()
            )
        })?;
        let mut game = PrimeExponents::new();
        input.repeat(count, "number", |input| {
            let number = input.u64_described(1..=MAX_NUMBER, |range| {
                format!(
                    "a number from 1 to {} (factored by trial division by the primes up \
                     to its square root)",
                    range.end()
                )
            })?;
            game.add(number);
            Ok(())
        })?;
        out.verdict(&ANSWERS, game.first_player_wins());
        let numbers = if count == 1 { "number" } else { "numbers" };
        input.finish(&format!("the {count} {numbers}"))
    })
}
