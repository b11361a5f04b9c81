//! Every judge problem's tooling side, one file each (a constant that is a `Problem`, see
//! `problem/`), and the registry that lists them. `table`, driven by arguments rather than
//! cases, has a file here too, with its own stress.

use crate::problem::Problem;

pub mod table;

/// The problems' modules, and `ALL`, every batch problem in the order the tools list them:
/// a problem's module and constant, once.
macro_rules! registry {
    ($($module:ident::$problem:ident,)*) => {
        $(pub mod $module;)*

        pub const ALL: &[&dyn Problem] = &[$(&$module::$problem),*];
    };
}

registry! {
    bishi34::BISHI34,
    bishi35::BISHI35,
    bishi36::BISHI36,
    nim::NIM,
    nim_cses::NIM_CSES,
    nim_up_to_three::NIM_UP_TO_THREE,
    stair_game::STAIR_GAME,
    stick_game::STICK_GAME,
    one_from_each::ONE_FROM_EACH,
    removal_game::REMOVAL_GAME,
    grundys_game::GRUNDYS_GAME,
    misere_nim::MISERE_NIM,
    be_the_winner::BE_THE_WINNER,
    nim_k::NIM_K,
    lasker_nim::LASKER_NIM,
    ed_game::ED_GAME,
    three_split_nim::THREE_SPLIT_NIM,
    switch_lights::SWITCH_LIGHTS,
    mock_turtles::MOCK_TURTLES,
    coin_grid::COIN_GRID,
    nim_count::NIM_COUNT,
    nim_moves::NIM_MOVES,
    staircase_nim::STAIRCASE_NIM,
    northcott::NORTHCOTT,
    pebbles::PEBBLES,
    wythoff::WYTHOFF,
    wythoff_moves::WYTHOFF_MOVES,
    fibonacci_nim::FIBONACCI_NIM,
    prime_powers::PRIME_POWERS,
    deleting_divisors::DELETING_DIVISORS,
    one_two_k::ONE_TWO_K,
    sequential_nim::SEQUENTIAL_NIM,
    stoned_game::STONED_GAME,
    circle_game::CIRCLE_GAME,
    tokitsukaze::TOKITSUKAZE,
    furlo_rublo::FURLO_RUBLO,
    vasya_chess::VASYA_CHESS,
    grid_walk::GRID_WALK,
    kiki::KIKI,
    euclid::EUCLID,
    euclid_luogu::EUCLID_LUOGU,
    every_sg::EVERY_SG,
    fibonacci_first_take::FIBONACCI_FIRST_TAKE,
    s_nim::S_NIM,
    fibonacci_sg::FIBONACCI_SG,
    kayles::KAYLES,
    crosses::CROSSES,
    graph_game::GRAPH_GAME,
    bipartite_game::BIPARTITE_GAME,
    token_game::TOKEN_GAME,
    tree_game::TREE_GAME,
    christmas_game::CHRISTMAS_GAME,
    shiritori::SHIRITORI,
    take_ends::TAKE_ENDS,
    split_game::SPLIT_GAME,
    prime_exponents::PRIME_EXPONENTS,
    coprime_nim::COPRIME_NIM,
    jumping_pieces::JUMPING_PIECES,
    paint_chain::PAINT_CHAIN,
    interval_game::INTERVAL_GAME,
    stones_dp::STONES_DP,
    deque_game::DEQUE_GAME,
    alice_brown::ALICE_BROWN,
    ordinary_game::ORDINARY_GAME,
    dividing_game::DIVIDING_GAME,
    stones_score::STONES_SCORE,
    merge_piles::MERGE_PILES,
    lc292::LC292,
    lc1025::LC1025,
    lc1510::LC1510,
    lc464::LC464,
    lc877::LC877,
    lc1140::LC1140,
    lc1145::LC1145,
    lc1406::LC1406,
    lc486::LC486,
    lc810::LC810,
    lc1563::LC1563,
    lc1690::LC1690,
    lc1872::LC1872,
    lc2029::LC2029,
    lc1686::LC1686,
    lc294::LC294,
    lc913::LC913,
    lc1728::LC1728,
    lc3021::LC3021,
    lc3227::LC3227,
    lc2038::LC2038,
    lc1908::LC1908,
    lc1927::LC1927,
    lc3360::LC3360,
    lc375::LC375,
    lc2005::LC2005,

    lets_play_nim::LETS_PLAY_NIM,
    strange_nim::STRANGE_NIM,
    candy_piles::CANDY_PILES,
    lieges::LIEGES,
    no_repeat_nim::NO_REPEAT_NIM,
    coins_game::COINS_GAME,
    digit_game::DIGIT_GAME,
    matrix_game::MATRIX_GAME,
    square_coins::SQUARE_COINS,
    thanos_nim::THANOS_NIM,
    permutation_game::PERMUTATION_GAME,
    black_white_tree::BLACK_WHITE_TREE,
    tree_stones::TREE_STONES,
    bachets_game::BACHETS_GAME,
    divide_game::DIVIDE_GAME,
}

/// The problem of `name`: a binary, or a judge's id for it (`hdu1850`).
pub fn find(name: &str) -> Result<&'static dyn Problem, String> {
    let known: Vec<&'static str> = ALL.iter().map(|p| p.binary()).collect();
    let binary = crate::judges::binary(name, &known)?;
    Ok(*ALL
        .iter()
        .find(|p| p.binary() == binary)
        .expect("a known binary"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::draw::{Case, Size};
    use crate::problem::{Plan, Scale};
    use grundy::oracles::rng::Rng;
    use std::collections::HashMap;

    /// Every binary but `table` (driven by arguments) is a problem of the registry, once.
    #[test]
    fn every_batch_binary_is_registered() {
        let mut binaries = crate::cargo::binaries(&crate::cargo::crate_root()).unwrap();
        binaries.retain(|binary| binary != "table");
        let mut registered: Vec<String> = ALL.iter().map(|p| p.binary().to_string()).collect();
        registered.sort();
        assert_eq!(registered, binaries);
    }

    /// Every binary the judges' table names exists, and every binary but the explorer and
    /// the judge-less graph-game solves some judge problem.
    #[test]
    fn every_judged_binary_exists() {
        let binaries = crate::cargo::binaries(&crate::cargo::crate_root()).unwrap();
        for judged in crate::judges::all() {
            let binary = judged.binary;
            assert!(binaries.iter().any(|b| b == binary), "{binary}");
        }
        for binary in &binaries {
            let judged = crate::judges::of(binary).count() > 0;
            let judgeless = ["graph-game", "nim-k", "table"].contains(&binary.as_str());
            assert_eq!(judged, !judgeless, "{binary}");
        }
    }

    /// Every command that finds a problem takes its judges' ids.
    #[test]
    fn judge_ids_find_their_problems() {
        for (id, binary) in [
            ("hdu1850", "nim-count"),
            ("p2197", "nim"),
            ("abc209e", "shiritori"),
            ("dp_k", "stones-dp"),
            ("DPK", "stones-dp"),
            ("dp_l", "deque-game"),
            ("abc059d", "alice-brown"),
            ("arc072_b", "alice-brown"),
            ("abc048d", "ordinary-game"),
            ("arc064b", "ordinary-game"),
            ("abc368f", "dividing-game"),
            ("cf603c", "lieges"),
            ("603C", "lieges"),
            ("cf768e", "no-repeat-nim"),
            ("768E", "no-repeat-nim"),
            ("cf1147c", "thanos-nim"),
            ("1147C", "thanos-nim"),
            ("cf1033c", "permutation-game"),
            ("1033C", "permutation-game"),
            ("abc270_d", "stones-score"),
            ("agc014d", "black-white-tree"),
            ("agc014_d", "black-white-tree"),
            ("agc010f", "tree-stones"),
            ("agc010_f", "tree-stones"),
            ("bachetsgame", "bachets-game"),
            ("kattis-bachetsgame", "bachets-game"),
            ("uva10404", "bachets-game"),
            ("fdivgame", "divide-game"),
            ("codechef-fdivgame", "divide-game"),
        ] {
            assert_eq!(find(id).unwrap().binary(), binary);
        }
        assert_eq!(find("lc292").unwrap().binary(), "lc292");
        let wrong = find("hdu185").err().unwrap();
        assert!(wrong.contains("did you mean \"hdu1850\""), "{wrong}");
    }

    /// What `write` puts, `read` reads back as the same cases, for every problem.
    #[test]
    fn read_gives_back_what_write_puts() {
        let mut rng = Rng::new(3);
        for problem in ALL {
            let binary = problem.binary();
            let plan = Plan::small(*problem);
            for _ in 0..50 {
                let cases = plan.draw_input(&mut rng);
                assert!(
                    cases.iter().all(|c| problem.valid(c, Scale::Small)),
                    "{binary}"
                );
                let text = problem.write(&cases);
                let back = problem
                    .read(&text)
                    .unwrap_or_else(|e| panic!("{text}: {e}"));
                let again = problem.write(&back);
                assert_eq!(text, again, "{binary}");
            }
        }
    }

    /// Every judge-size reference gives the brute tables' answers on the small cases its
    /// stress also takes: the other routes (the finite machine, Beatty's sequences, the
    /// Fibonacci list, the textbook theorems, values by mex, the two-token product game, the
    /// grouped value iteration) are checked against the rules where both reach.
    #[test]
    fn judge_references_agree_with_the_tables_on_small_cases() {
        for problem in ALL {
            let binary = problem.binary();
            // A stream per problem, so that a problem added to `ALL` changes no other's draws.
            let seed = binary
                .bytes()
                .fold(8u64, |h, b| h.wrapping_mul(31) ^ u64::from(b));
            let mut rng = Rng::new(seed);
            let Ok(plan) = Plan::judge(*problem) else {
                continue;
            };
            let small = problem.sizes().stress_cases;
            let mut compared = 0;
            for _ in 0..300 {
                let count = rng.range(*small.start(), *small.end());
                let cases: Vec<Case> = (0..count)
                    .map(|_| problem.draw(&mut rng, &Size::Small, Scale::Small))
                    .filter(|c| plan.valid(c))
                    .collect();
                if cases.len() < *small.start() as usize || cases.is_empty() {
                    continue;
                }
                compared += 1;
                let (judge, small) = (
                    plan.reference(&cases),
                    problem.reference(&cases, Scale::Small),
                );
                assert_eq!(judge, small, "{binary}: {cases:?}");
            }
            assert!(compared >= 20, "{binary}: {compared} inputs");
        }
    }

    /// `stress --size judge` keeps to each statement's limits, as the catalogue quotes them
    /// (the most cases, the most numbers in a case, the largest value), so that a correct
    /// submission (a `long long` pile, an array of the stated size) is never failed;
    /// `--size u64` still reaches 2^64 − 1.
    #[test]
    fn judge_size_stress_keeps_to_the_statements_limits() {
        const STATED: &[(&str, u64, usize, i128)] = &[
            ("bishi34", 100, 1, 1_000_000_000),
            ("bishi35", 2_000_000, 2, 1_000_000_000),
            ("bishi36", 2_000_000, 3, 1_000_000_000),
            ("nim", 10, 10_000, 9999),
            ("nim-count", u64::MAX, 100, 1_000_000),
            ("misere-nim", 474, 47, 4747),
            ("staircase-nim", 20, 1000, 10_000),
            ("lasker-nim", 100, 1_000_000, (1 << 31) - 1),
            ("three-split-nim", 100, 1_000_000, 1_000_000_000),
            ("wythoff", u64::MAX, 2, 1_000_000_000),
            ("wythoff-moves", u64::MAX, 2, 1_000_000),
            ("fibonacci-nim", u64::MAX, 1, (1 << 31) - 1),
            ("fibonacci-sg", u64::MAX, 3, 1000),
            ("s-nim", u64::MAX, usize::MAX, 10_000),
            ("kayles", 100, 300, 1),
            ("shiritori", 200_000, 8, 51),
            ("lc292", u64::MAX, 1, (1 << 31) - 1),
        ];
        let mut rng = Rng::new(11);
        for &(binary, cases, numbers, largest) in STATED {
            let plan = Plan::judge(find(binary).unwrap()).unwrap();
            for _ in 0..3 {
                let input = plan.draw_input(&mut rng);
                assert!(
                    input.len() as u64 <= cases,
                    "{binary}: {} cases",
                    input.len()
                );
                for case in &input {
                    assert!(case.len() <= numbers, "{binary}: {} numbers", case.len());
                    let most = case.iter().max().copied().unwrap_or(0);
                    assert!(most <= largest, "{binary}: {most} > {largest}");
                }
            }
        }
        // HDU 1850's piles are 1 to 10^6, at least two of them.
        let plan = Plan::judge(find("nim-count").unwrap()).unwrap();
        let input = plan.draw_input(&mut rng);
        assert!(input
            .iter()
            .all(|c| c.len() >= 2 && c.iter().all(|&p| p >= 1)));
        // HDU 2177 gives a ≤ b.
        let plan = Plan::judge(find("wythoff-moves").unwrap()).unwrap();
        assert!(plan.draw_input(&mut rng).iter().all(|c| c[0] <= c[1]));
    }

    /// `--size u64` draws what the judge-size stress drew before it kept to the judges'
    /// limits: values near 2^64; `--max V` values up to V, beyond the judge's.
    #[test]
    fn u64_and_max_reach_beyond_the_judges_limits() {
        use crate::problem::Scope;
        let mut rng = Rng::new(12);
        let problem = find("nim-count").unwrap();
        let wide = Plan::at(problem, Scope::U64).unwrap();
        let input: Vec<Case> = (0..5).flat_map(|_| wide.draw_input(&mut rng)).collect();
        assert!(input.iter().flatten().any(|&p| p >= 1 << 63));
        let capped = Plan::at(problem, Scope::Max(1 << 40)).unwrap();
        let input: Vec<Case> = (0..5).flat_map(|_| capped.draw_input(&mut rng)).collect();
        assert!(input.iter().flatten().all(|&p| p <= 1 << 40));
        assert!(input.iter().flatten().any(|&p| p > 1_000_000));
        assert!(capped
            .limits_text()
            .unwrap()
            .contains("values up to 1099511627776"));
        // A cap below the judge's least value draws that value.
        let least = Plan::at(problem, Scope::Max(0)).unwrap();
        let input = least.draw_input(&mut rng);
        assert!(input.iter().flatten().all(|&p| p == 1), "{input:?}");
        assert_eq!(wide.shortfall(), None);
    }

    /// The default small stress keeps to the judge's statement: HDU 2509 states at least
    /// one group, so no case of none is drawn (or left by shrinking), where the wider small
    /// plan draws them.
    #[test]
    fn the_default_small_stress_keeps_to_the_statement() {
        let mut rng = Rng::new(7);
        let problem = find("be-the-winner").unwrap();
        let stated = Plan::stated(problem);
        let drawn: Vec<Case> = (0..200).flat_map(|_| stated.draw_input(&mut rng)).collect();
        assert!(drawn.iter().all(|c| !c.is_empty()));
        assert!(!stated.valid(&[]));
        let any = Plan::small(problem);
        let drawn: Vec<Case> = (0..200).flat_map(|_| any.draw_input(&mut rng)).collect();
        assert!(drawn.iter().any(|c| c.is_empty()));
    }

    /// A run asked for values its reference does not reach says so: HDU 2509's reference
    /// stops at 100 apples, CF 1537D's at 10^5 (the statement's 10^9); kiki's reaches the
    /// statement's 2000.
    #[test]
    fn a_reference_short_of_the_range_asked_says_so() {
        use crate::problem::Scope;
        let short = |binary, scope| Plan::at(find(binary).unwrap(), scope).unwrap().shortfall();
        let u64 = short("be-the-winner", Scope::U64).unwrap();
        assert!(
            u64.contains("up to 100 only, not the 18446744073709551615"),
            "{u64}"
        );
        let max = short("be-the-winner", Scope::Max(1_000_000_000_000)).unwrap();
        assert!(max.contains("not the 1000000000000 asked"), "{max}");
        let judge = short("deleting-divisors", Scope::Judge).unwrap();
        assert!(
            judge.contains("up to 100000 only, not the 1000000000"),
            "{judge}"
        );
        assert_eq!(short("kiki", Scope::Judge), None);
    }

    /// Every judge problem's file states its judge's limits, except the LeetCode problems
    /// whose judge-size stress draws at LeetCode's own constraints (their `judge` size).
    #[test]
    fn every_judge_problem_states_its_limits() {
        for problem in ALL {
            let binary = problem.binary();
            let sizes = problem.sizes();
            if sizes.judge_limits.is_some() {
                let stated = crate::problem::stated_limits(*problem);
                assert!(
                    !stated.is_empty(),
                    "{binary}: its spec quotes no judge's limits"
                );
                continue;
            }
            if crate::judges::of(binary).count() == 0 {
                continue;
            }
            let stress = sizes.judge_stress.unwrap();
            assert!(binary.starts_with("lc"), "{binary} states no judge limits");
            assert_eq!(stress.size.max(), sizes.largest.1.max(), "{binary}");
        }
    }

    /// The judge-size draws aim at the rare answers: both answers of a yes/no problem show
    /// up, neither below 2% of the lines (graph-game's draws are rarer: 184 of 600000).
    #[test]
    fn judge_inputs_get_every_answer() {
        // At LeetCode's own limits some problems have one answer (877: always true).
        let batch = ALL.iter().filter(|p| !p.binary().starts_with("lc"));
        for problem in batch {
            let binary = problem.binary();
            // A stream per problem, so that a problem added to `ALL` changes no other's draws.
            let seed = binary
                .bytes()
                .fold(9u64, |h, b| h.wrapping_mul(31) ^ u64::from(b));
            let mut rng = Rng::new(seed);
            let Ok(plan) = Plan::judge(*problem) else {
                continue;
            };
            let mut counts: HashMap<String, usize> = HashMap::new();
            for _ in 0..3 {
                let cases = plan.draw_input(&mut rng);
                assert!(cases.iter().all(|c| plan.valid(c)), "{binary}");
                for line in plan.reference(&cases).lines() {
                    *counts.entry(line.to_string()).or_default() += 1;
                }
            }
            let lines: usize = counts.values().sum();
            assert!(counts.len() >= 2, "{binary}: {counts:?}");
            if counts.len() == 2 {
                let rarest = counts.values().min().copied().unwrap_or(0);
                assert!(rarest * 50 >= lines, "{binary}: {counts:?}");
            }
        }
    }

    /// The judge-size draws that aim at half lost positions, where the rules' reference
    /// shows it (the trees' games: no rule of thumb makes a random tree lost), reach it: 8 to
    /// 32 of 40, each valid at judge size.
    #[test]
    fn judge_draws_aimed_at_half_lost_reach_it() {
        use crate::problem::{draw::large, judge_draws_lost};
        let aimed: [(&dyn Problem, Size); 2] = [
            (&christmas_game::CHRISTMAS_GAME, large(499, 3, 499)),
            (&tree_game::TREE_GAME, large(2000, 4, 2000)),
        ];
        for (problem, size) in aimed {
            let lost = judge_draws_lost(problem, &size, 40);
            assert!(
                (8..=32).contains(&lost),
                "{}: {lost} of 40",
                problem.binary()
            );
        }
    }

    /// Every LeetCode problem draws cases at LeetCode's limits that it accepts and that its
    /// reference answers (one line each).
    #[test]
    fn leetcode_problems_draw_judge_cases_their_references_answer() {
        let mut rng = Rng::new(5);
        let leetcode = ALL.iter().filter(|p| p.binary().starts_with("lc"));
        for problem in leetcode {
            let binary = problem.binary();
            let plan = Plan::judge(*problem).unwrap();
            let case = plan.draw(&mut rng);
            assert!(plan.valid(&case), "{binary}: {case:?}");
            let answers = plan.reference(std::slice::from_ref(&case));
            assert_eq!(answers.lines().count(), 1, "{binary}: {answers}");
        }
    }

    /// Against grundy's binary the draws go where the reference cannot: past its reach, up
    /// to the cap asked for and never past it, turning values among them (1537D's odd powers
    /// of two past 2·10^5 within the judge's 10^9; HDU 2509's groups past 2^63 under u64);
    /// the reference's own plan stays within its reach.
    #[test]
    fn draws_against_the_binary_reach_the_cap_asked_for() {
        use crate::problem::draw::Value;
        use crate::problem::Scope;
        let values = |plan: &Plan, inputs: usize| -> Vec<Value> {
            let mut rng = Rng::new(4);
            let cases: Vec<Case> = (0..inputs)
                .flat_map(|_| plan.draw_input(&mut rng))
                .collect();
            cases.into_iter().flatten().collect()
        };
        let divisors = find("cf1537d").unwrap();
        let reference = values(&Plan::at(divisors, Scope::Judge).unwrap(), 5);
        assert!(reference.iter().all(|&n| (1..=100_000).contains(&n)));
        let wide = values(&Plan::against_binary(divisors, Scope::Judge), 5);
        assert!(wide.iter().all(|&n| (1..=1_000_000_000).contains(&n)));
        assert!(wide.iter().any(|&n| n > 100_000_000));
        let odd_power =
            |&n: &Value| n > 200_000 && n.count_ones() == 1 && n.trailing_zeros() % 2 == 1;
        assert!(wide.iter().any(odd_power));
        let apples = find("hdu2509").unwrap();
        let within = values(
            &Plan::against_binary(apples, Scope::Max(1_000_000_000_000)),
            20,
        );
        assert!(within.iter().all(|&n| n <= 1_000_000_000_000));
        assert!(within.iter().any(|&n| n > 1 << 32));
        let wide = values(&Plan::against_binary(apples, Scope::U64), 20);
        assert!(wide.iter().any(|&n| n >= 1 << 63));
    }
}
