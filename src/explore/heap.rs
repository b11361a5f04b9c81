//! Heap games: the values of single heaps 0..=N from each heap's options, and the two
//! families whose periods a theorem proves (subtraction and octal games).

use crate::explore::table::{Proof, ValueTable};
use crate::explore::{Limits, Stopped};
use crate::games::mex::Mex;
use crate::games::octal::{self, OctalGame};
use crate::games::subtraction;

/// The Grundy values of single heaps 0 to `upto`, where `options(n)` lists the moves from a
/// heap of n, each as the heaps it leaves in the heap's place (every one smaller than n; an
/// empty list takes the heap away). An option is worth the exclusive or of its heaps'
/// values (Sprague–Grundy), a heap the mex of its options'.
///
/// Each family of moves is one short closure; an option can be an array or a `Vec`:
///
/// ```
/// use grundy::explore::{heap_values, Limits};
/// let values = |table: Result<grundy::explore::ValueTable, _>| table.unwrap().values()[..10].to_vec();
/// // Subtraction, S = {1, 3, 4}: 0 1 0 1 2 3 2 0 1 0 (period 7).
/// let subtraction = heap_values(40, |n| [1, 3, 4].into_iter().filter(move |&s| s <= n).map(move |s| [n - s]), Limits::default());
/// assert_eq!(values(subtraction), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// // Take-and-break: knock down one pin or two adjacent ones (Kayles, 0.77).
/// let kayles = heap_values(40, |n| (1..=2.min(n)).flat_map(move |take| (0..=(n - take) / 2).map(move |a| vec![a, n - take - a])), Limits::default());
/// assert_eq!(values(kayles), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4]);
/// // Split a heap into two different ones (Grundy's game).
/// let grundys = heap_values(40, |n| (1..(n + 1) / 2).map(move |a| [a, n - a]), Limits::default());
/// assert_eq!(values(grundys), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// // Take one, or split an even heap into k = 3 equal ones (Lieges of Legendre).
/// let lieges = heap_values(40, |n| {
///     let split = (n > 0 && n % 2 == 0).then(|| vec![n / 2; 3]);
///     (n > 0).then(|| vec![n - 1]).into_iter().chain(split)
/// }, Limits::default());
/// assert_eq!(values(lieges), [0, 1, 0, 1, 2, 0, 2, 0, 1, 0]);
/// // A proper divisor (the Dividing Game): Ω(n).
/// let divisors = heap_values(40, |n| (1..n).filter(move |d| n % d == 0).map(|d| [d]), Limits::default());
/// assert_eq!(values(divisors), [0, 0, 1, 1, 2, 1, 2, 1, 3, 2]);
/// ```
///
/// # Memory and work
/// 4 bytes per heap (`upto + 1` values) and the mex's scratch for one heap's options;
/// one unit of work per heap in each option. Stops with [`Stopped`] past `limits`, or at an
/// option holding a heap of n or more.
///
pub fn heap_values<F, I, O>(upto: u64, options: F, limits: Limits) -> Result<ValueTable, Stopped>
where
    F: Fn(u64) -> I,
    I: IntoIterator<Item = O>,
    O: AsRef<[u64]>,
{
    let count = usize::try_from(upto)
        .ok()
        .and_then(|upto| upto.checked_add(1))
        .filter(|&count| count <= limits.positions)
        .ok_or(Stopped::Memory {
            limit: limits.positions,
        })?;
    // Asked for without aborting: a table past memory stops like one past the limit.
    let mut values: Vec<u32> = Vec::new();
    values
        .try_reserve_exact(count)
        .map_err(|_| Stopped::Memory {
            limit: limits.positions,
        })?;
    let mut reached: Vec<u32> = Vec::new();
    let mut mex = Mex::default();
    let mut work = 0u64;
    for heap in 0..=upto {
        reached.clear();
        for option in options(heap) {
            let option = option.as_ref();
            work += option.len() as u64 + 1;
            if work > limits.moves {
                return Err(Stopped::Work {
                    limit: limits.moves,
                    valued: values.len(),
                });
            }
            let mut value = 0;
            for &part in option {
                if part >= heap {
                    return Err(Stopped::NotSmaller {
                        heap,
                        option: option.to_vec(),
                    });
                }
                value ^= values[part as usize];
            }
            reached.push(value);
        }
        values.push(mex.among(reached.len(), reached.iter().copied()));
    }
    Ok(ValueTable::new(values))
}

/// The subtraction game with the takes `moves` (a move removes exactly s stones, s in
/// `moves`), heaps 0 to `upto`, computed by [`heap_values`] from the moves, with the
/// period Golomb's rule proves (`games::subtraction::periodic_grundy`: once max(S) values
/// in a row repeat at distance p they repeat for ever) when it shows within `limits.moves`
/// values.
///
/// # Example
/// ```
/// use grundy::explore::{subtraction_game, Limits};
/// let table = subtraction_game(&[2, 8, 9], 60, Limits::default()).unwrap();
/// assert!(table.report(0).contains("proved by Golomb's rule"));
/// ```
pub fn subtraction_game(moves: &[u64], upto: u64, limits: Limits) -> Result<ValueTable, Stopped> {
    let takes: Vec<u64> = moves.iter().copied().filter(|&s| s > 0).collect();
    let table = heap_values(
        upto,
        |n| {
            takes
                .iter()
                .filter(move |&&s| s <= n)
                .map(move |&s| [n - s])
        },
        limits,
    )?;
    let budget = usize::try_from(limits.moves).unwrap_or(usize::MAX);
    let proof = subtraction::periodic_grundy(&takes, budget.min(limits.positions))
        .map(|periodic| Proof::Golomb {
            largest_take: takes.iter().copied().max().unwrap_or(0),
            periodic,
        })
        .map_err(|limit| format!("Golomb's rule found no period within {limit} values"));
    Ok(table.with_proof(proof))
}

/// The octal game of `game` (`OctalGame::parse("0.77")`: Kayles), or the hexadecimal one
/// (`TakeAndBreak::parse_hexadecimal("0.77F")`), heaps 0 to `upto`, computed by
/// [`heap_values`] from its moves (`OctalGame::replacements`), with the period the
/// Guy–Smith theorem (extended to three-heap splits where the code allows them) certifies
/// (`games::octal::certify`) within `certify_limit` values.
///
/// # Example
/// ```
/// use grundy::explore::{octal_game, Limits};
/// use grundy::games::octal::OctalGame;
/// let kayles = OctalGame::parse("0.77").unwrap();
/// let table = octal_game(&kayles, 100, 10_000, Limits::default()).unwrap();
/// assert!(table.report(0).contains("proved by the Guy–Smith theorem"));
/// ```
pub fn octal_game(
    game: &OctalGame,
    upto: u64,
    certify_limit: usize,
    limits: Limits,
) -> Result<ValueTable, Stopped> {
    let table = heap_values(
        upto,
        |n| {
            let options = game.replacements(n as usize);
            options
                .into_iter()
                .map(|heaps| heaps.into_iter().map(|h| h as u64).collect::<Vec<u64>>())
        },
        limits,
    )?;
    let proof = octal::certify(game, certify_limit)
        .map(|certified| Proof::GuySmith {
            game: format!(
                "{} game {}",
                if game.is_hexadecimal() {
                    "hexadecimal"
                } else {
                    "octal"
                },
                game.code()
            ),
            heaps: game.most_heaps(),
            computed: certified.computed,
            periodic: certified.values,
        })
        .map_err(|limit| {
            format!("the Guy–Smith theorem certified no period within {limit} values")
        });
    Ok(table.with_proof(proof))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, heap_moves, win_table, HeapMultisets};
    use crate::oracles::rng::Rng;

    /// A hexadecimal code is valued and certified as one, and the report names the theorem
    /// for three-heap splits; its values are the take-and-break search's.
    #[test]
    fn a_hexadecimal_game_is_proved_by_the_three_heap_theorem() {
        let game = crate::games::octal::TakeAndBreak::parse_hexadecimal("0.77F").unwrap();
        let table = octal_game(&game, 300, 10_000, Limits::default()).unwrap();
        let report = table.report(0);
        assert!(
            report.contains(
                "proved by the Guy–Smith theorem for three-heap splits for the \
                 hexadecimal game 0.77F"
            ),
            "{report}"
        );
        let mut values = Vec::new();
        game.extend(&mut values, 301);
        assert_eq!(table.values(), &values[..]);
    }

    /// Random subtraction sets: the values are the oracle's table of the same moves.
    #[test]
    fn subtraction_values_match_the_oracle() {
        let mut rng = Rng::new(50);
        for _ in 0..200 {
            let takes: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(1, 10)).collect();
            let table = heap_values(
                200,
                |n| {
                    takes
                        .iter()
                        .filter(move |&&s| s <= n)
                        .map(move |&s| [n - s])
                },
                Limits::default(),
            )
            .unwrap();
            let moves = |_: usize| takes.iter().map(|&s| s as usize).collect::<Vec<_>>();
            assert_eq!(
                table.values(),
                grundy_table(201, heap_moves(moves)),
                "{takes:?}"
            );
        }
    }

    /// Take-and-break moves (one heap into up to three): the values' zeros are the lost
    /// single heaps, and the exclusive or of two decides two heaps, as the oracle plays
    /// every multiset of heaps up to 16 stones from the rules alone.
    #[test]
    fn take_and_break_values_decide_sums_as_the_play_does() {
        // Take one or two, leaving up to three heaps of any sizes (each option once).
        let replacements = |heap: usize| -> Vec<Vec<usize>> {
            let mut options = Vec::new();
            for take in 1..=2.min(heap) {
                let rest = heap - take;
                options.push(vec![rest]);
                for a in 1..rest {
                    for b in a..rest - a {
                        let c = rest - a - b;
                        if c >= b {
                            options.push(vec![a, b, c]);
                        }
                    }
                    if rest - a >= a {
                        options.push(vec![a, rest - a]);
                    }
                }
            }
            options
        };
        let table = heap_values(
            16,
            |n| {
                replacements(n as usize)
                    .into_iter()
                    .map(|o| o.into_iter().map(|h| h as u64).collect::<Vec<u64>>())
            },
            Limits::default(),
        )
        .unwrap();
        let positions = HeapMultisets::new(16);
        let win = win_table(
            positions.count(),
            positions.moves(|h| {
                replacements(h)
                    .into_iter()
                    .map(|o| o.into_iter().filter(|&x| x > 0).collect())
                    .collect()
            }),
        );
        let g = table.values();
        for a in 0..=16 {
            assert_eq!(win[positions.find(&[a]).unwrap()], g[a] != 0, "{a}");
            for b in 0..=16 - a {
                let both = win[positions.find(&[a, b]).unwrap()];
                assert_eq!(both, g[a] ^ g[b] != 0, "{a} + {b}");
            }
        }
    }

    #[test]
    fn limits_and_bad_options_stop_with_their_reason() {
        let grundys = |n: u64| (1..(n + 1) / 2).map(move |a| [a, n - a]);
        let tight = Limits {
            positions: 100,
            moves: 1000,
        };
        assert_eq!(
            heap_values(100, grundys, tight),
            Err(Stopped::Memory { limit: 100 })
        );
        match heap_values(99, grundys, tight) {
            Err(Stopped::Work {
                limit: 1000,
                valued,
            }) => assert!(valued > 10 && valued < 99),
            other => panic!("{other:?}"),
        }
        let growing = heap_values(5, |n| [[n + 1]], Limits::default());
        assert_eq!(
            growing,
            Err(Stopped::NotSmaller {
                heap: 0,
                option: vec![1]
            })
        );
        assert!(growing.unwrap_err().to_string().contains("position_values"));
    }

    /// The proofs come from the certificates, and agree with the computed values.
    #[test]
    fn families_carry_their_certificates() {
        let table = subtraction_game(&[2, 8, 9], 100, Limits::default()).unwrap();
        match table.proof() {
            Some(Proof::Golomb { periodic, .. }) => {
                for (n, &v) in table.values().iter().enumerate() {
                    assert_eq!(periodic.value(n as u64), v);
                }
            }
            other => panic!("{other:?}"),
        }
        let dawson = OctalGame::parse("0.07").unwrap();
        let table = octal_game(&dawson, 300, 10_000, Limits::default()).unwrap();
        match table.proof() {
            Some(Proof::GuySmith { periodic, .. }) => {
                for (n, &v) in table.values().iter().enumerate() {
                    assert_eq!(periodic.value(n as u64), v);
                }
            }
            other => panic!("{other:?}"),
        }
        // Treblecross has no period within 2000 values: no proof, and none claimed.
        let treblecross = OctalGame::parse("0.007").unwrap();
        let table = octal_game(&treblecross, 50, 2000, Limits::default()).unwrap();
        assert_eq!(table.proof(), None);
        let report = table.report(0);
        assert!(
            report.contains("not proved: the Guy–Smith theorem certified no period within 2000")
                && !report.contains("for every n\n"),
            "{report}"
        );
    }
}
