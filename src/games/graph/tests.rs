use super::*;
use crate::oracles::brute::{grundy_table, outcomes_by_iteration};
use crate::oracles::rng::Rng;

fn random_graph(rng: &mut Rng, vertices: usize, edges: usize, acyclic: bool) -> Graph {
    let pairs: Vec<(u32, u32)> = (0..edges)
        .filter_map(|_| {
            let u = rng.range(0, vertices as u64 - 1) as u32;
            let v = rng.range(0, vertices as u64 - 1) as u32;
            // Acyclic: every edge goes to a smaller vertex.
            (!acyclic || v < u).then_some((u, v))
        })
        .collect();
    Graph::new(vertices, &pairs)
}

fn successor_lists(graph: &Graph) -> Vec<Vec<usize>> {
    (0..graph.vertex_count())
        .map(|v| graph.successors(v).iter().map(|&s| s as usize).collect())
        .collect()
}

#[test]
fn the_samples_of_the_problem_catalogue() {
    let path = Graph::new(4, &[(0, 1), (1, 2), (2, 3)]);
    use Outcome::*;
    assert_eq!(outcomes(&path), [Win, Lose, Win, Lose]);
    let loops = Graph::new(4, &[(0, 1), (1, 0), (1, 2), (3, 3)]);
    assert_eq!(outcomes(&loops), [Lose, Win, Lose, Draw]);
}

#[test]
fn retrograde_analysis_matches_value_iteration_on_random_graphs() {
    let mut rng = Rng::new(11);
    for round in 0..3000 {
        let vertices = rng.range(1, 12) as usize;
        let edges = rng.range(0, 3 * vertices as u64) as usize;
        let graph = random_graph(&mut rng, vertices, edges, round % 4 == 0);
        let expected = outcomes_by_iteration(&successor_lists(&graph));
        assert_eq!(outcomes(&graph), expected, "{graph:?}");
        let edges: Vec<(u32, u32)> = (0..vertices)
            .flat_map(|u| graph.successors(u).iter().map(move |&v| (u as u32, v)))
            .collect();
        assert_eq!(outcomes_of_edges(vertices, &edges), expected, "{graph:?}");
    }
}

/// The bucketed lists against the counting sort of `Graph::new`, on graphs of one
/// bucket, several, a last bucket cut short, the most vertices whose edges pack into a
/// word, and past them; the largest tail and head are always among the edges.
#[test]
fn bucketed_predecessor_lists_are_the_counting_sorts() {
    let mut rng = Rng::new(13);
    let bucket = 1 << BUCKET_BITS;
    for vertices in [
        1,
        2,
        bucket - 1,
        bucket,
        bucket + 1,
        3 * bucket + 5,
        (1 << 20) - 1,
        1 << 20,
        (1 << 20) + 1,
    ] {
        let last = vertices as u32 - 1;
        let mut edges = vec![(last, last), (last, 0), (0, last)];
        let count = rng.range(0, 3 * vertices.min(5000) as u64);
        edges.extend((0..count).map(|_| {
            let mut vertex = || rng.range(0, u64::from(last)) as u32;
            (vertex(), vertex())
        }));
        let graph = Graph::new(vertices, &edges);
        let (out_degree, in_start, predecessors) =
            Edges::dealt(vertices, &edges).degrees_and_predecessors();
        assert_eq!(in_start, graph.in_start, "{vertices} vertices");
        for v in 0..vertices {
            assert_eq!(out_degree.get(v) as usize, graph.out_degree(v));
            let mut list = predecessors[in_start[v] as usize..in_start[v + 1] as usize].to_vec();
            let mut expected = graph.predecessors(v).to_vec();
            list.sort_unstable();
            expected.sort_unstable();
            assert_eq!(list, expected, "{vertices} vertices, vertex {v}");
        }
        assert_eq!(outcomes_of_edges(vertices, &edges), outcomes(&graph));
    }
}

/// Vertices with more moves than a byte counts (`Unrefuted::many`), around the bound:
/// their outcomes against value iteration, on both paths that count the moves (one at
/// a time as edges are dealt, and all at once from a `Graph`). Each such vertex's moves
/// go to a few random vertices, repeated, and sometimes to itself, so that it wins,
/// loses or draws.
#[test]
fn vertices_with_hundreds_of_moves() {
    let bound = usize::from(MANY);
    // Vertex 0's moves: all but one to vertex 1, which wins (its one move is to 2, a
    // dead end), and one to vertex 3, a draw (a loop): a draw, whichever count of the
    // many the refutations reach first; with that last move to 2 instead, it wins.
    use Outcome::*;
    for many in [bound - 1, bound, bound + 1, 300, 1000] {
        let mut edges = vec![(1, 2), (3, 3)];
        edges.extend((0..many).map(|_| (0, 1)));
        edges.push((0, 3));
        let graph = Graph::new(4, &edges);
        assert_eq!(outcomes(&graph), [Draw, Win, Lose, Draw], "{many}");
        assert_eq!(
            outcomes_of_edges(4, &edges),
            [Draw, Win, Lose, Draw],
            "{many}"
        );
        *edges.last_mut().unwrap() = (0, 2);
        assert_eq!(outcomes_of_edges(4, &edges)[0], Win, "{many}");
        edges.pop();
        assert_eq!(outcomes_of_edges(4, &edges)[0], Lose, "{many}");
    }
    let mut rng = Rng::new(14);
    for round in 0..200 {
        let vertices = rng.range(2, 12) as usize;
        let mut edges = Vec::new();
        for u in 0..vertices as u32 {
            let moves = match rng.range(0, 3) {
                0 => rng.range(0, 3) as usize,
                1 => bound - 2 + rng.range(0, 4) as usize,
                _ => rng.range(bound as u64, 3 * bound as u64) as usize,
            };
            let targets: Vec<u32> = (0..rng.range(1, 3))
                .map(|_| rng.range(0, vertices as u64 - 1) as u32)
                .collect();
            edges.extend((0..moves).map(|i| (u, targets[i % targets.len()])));
        }
        let graph = Graph::new(vertices, &edges);
        let expected = outcomes_by_iteration(&successor_lists(&graph));
        assert_eq!(outcomes(&graph), expected, "round {round}: {graph:?}");
        assert_eq!(
            outcomes_of_edges(vertices, &edges),
            expected,
            "round {round}"
        );
    }
}

/// The counts one byte holds and the ones `many` holds, counted up one at a time and
/// set at once, alike.
#[test]
fn move_counts_past_a_byte() {
    let mut counted = Unrefuted::new(2);
    for moves in 0..1000 {
        assert_eq!(counted.get(0), moves);
        let mut set = Unrefuted::new(2);
        set.set(1, moves as usize);
        assert_eq!((set.get(1), set.get(0)), (moves, 0));
        assert_eq!(set.bytes[1], counted.bytes[0]);
        assert_eq!(set.bytes[1] == MANY, moves >= u64::from(MANY));
        counted.add_one(0);
    }
    assert_eq!(counted.get(1), 0);
    #[cfg(target_pointer_width = "64")]
    {
        let mut set = Unrefuted::new(1);
        let most = u32::MAX as usize + usize::from(MANY);
        set.set(0, most);
        assert_eq!(set.get(0), most as u64);
    }
}

/// An edge to or from a vertex past the last panics, on every path that builds lists.
#[test]
fn endpoints_past_the_last_vertex_are_refused() {
    let bucket = 1 << BUCKET_BITS;
    for (vertices, edge) in [
        (bucket, (0, bucket as u32)),
        (bucket, (0, 3 * bucket as u32)),
        (bucket, (bucket as u32, 0)),
        // Tails whose bits would not fit beside a head's in a word, at the most
        // vertices whose words hold them and at the fewest that do not.
        (5, ((1 << 20) + 3, 0)),
        (bucket, (u32::MAX, 0)),
        ((1 << 20) - 1, (u32::MAX, 0)),
        (1 << 20, (1 << 20, 0)),
        (5, (0, 5)),
        ((1 << 20) + 1, (0, (1 << 20) + 1)),
    ] {
        let edges = [edge];
        let built = std::panic::catch_unwind(|| Graph::new(vertices, &edges));
        let analysed = std::panic::catch_unwind(|| outcomes_of_edges(vertices, &edges));
        assert!(
            built.is_err() && analysed.is_err(),
            "{vertices} vertices, {edge:?}"
        );
    }
    assert_eq!(outcomes_of_edges(0, &[]), []);
}

#[test]
fn grundy_values_on_acyclic_graphs_match_the_oracle_and_cycles_are_found() {
    let mut rng = Rng::new(12);
    for _ in 0..2000 {
        let vertices = rng.range(1, 15) as usize;
        let edges = rng.range(0, 40) as usize;
        let graph = random_graph(&mut rng, vertices, edges, true);
        let lists = successor_lists(&graph);
        let expected = grundy_table(vertices, |v, next| next.extend(&lists[v]));
        assert_eq!(grundy_acyclic(&graph), Ok(expected.clone()));
        let loopy: Vec<Option<u32>> = expected.iter().map(|&g| Some(g)).collect();
        assert_eq!(loopy_grundy(&graph), loopy, "{graph:?}");
    }
    let cycle = Graph::new(3, &[(0, 1), (1, 2), (2, 1)]);
    assert!(matches!(grundy_acyclic(&cycle), Err(0..=2)));
    assert_eq!(grundy_acyclic(&Graph::new(1, &[(0, 0)])), Err(0));
}

/// The outcome of a sum of 2 or 3 tokens from the generalized Grundy values, against
/// retrograde analysis of the product game by value iteration.
#[test]
fn loopy_sums_match_the_product_game() {
    let mut rng = Rng::new(13);
    for round in 0..1500 {
        let vertices = rng.range(1, 8) as usize;
        let edges = rng.range(0, 2 * vertices as u64 + 2) as usize;
        // A third of them acyclic: A Chess Game's own graphs, where γ is plain Grundy.
        let graph = random_graph(&mut rng, vertices, edges, round % 3 == 0);
        let values = loopy_grundy(&graph);
        let tokens = 2 + round % 2;
        let states = vertices.pow(tokens as u32);
        let decode = |mut state: usize| {
            let mut places = vec![0; tokens];
            for place in places.iter_mut() {
                *place = state % vertices;
                state /= vertices;
            }
            places
        };
        let encode = |places: &[usize]| places.iter().rev().fold(0, |s, &p| s * vertices + p);
        let product: Vec<Vec<usize>> = (0..states)
            .map(|state| {
                let places = decode(state);
                let mut next = Vec::new();
                for i in 0..tokens {
                    for &s in graph.successors(places[i]) {
                        let mut moved = places.clone();
                        moved[i] = s as usize;
                        next.push(encode(&moved));
                    }
                }
                next
            })
            .collect();
        let expected = outcomes_by_iteration(&product);
        for (state, &outcome) in expected.iter().enumerate() {
            let places = decode(state);
            assert_eq!(
                sum_outcome(&graph, &values, &places),
                outcome,
                "tokens {places:?} on {graph:?}, values {values:?}"
            );
        }
        // One token: the same rule, and the same as retrograde analysis.
        let single: Vec<Outcome> = (0..vertices)
            .map(|v| sum_outcome(&graph, &values, &[v]))
            .collect();
        assert_eq!(single, outcomes(&graph));
    }
}

/// Every graph on 1 to 4 vertices (each of the n² possible edges, loops included, there
/// or not): the outcome of every placement of two tokens from γ, against retrograde
/// analysis of the product game.
#[test]
fn loopy_sums_match_the_product_game_on_every_small_graph() {
    for vertices in 1..=4usize {
        let pairs: Vec<(u32, u32)> = (0..vertices * vertices)
            .map(|i| ((i / vertices) as u32, (i % vertices) as u32))
            .collect();
        for mask in 0u32..1 << pairs.len() {
            let edges: Vec<(u32, u32)> = (0..pairs.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            let graph = Graph::new(vertices, &edges);
            let values = loopy_grundy(&graph);
            let product: Vec<Vec<usize>> = (0..vertices * vertices)
                .map(|state| {
                    let (first, second) = (state / vertices, state % vertices);
                    let moved_first = graph.successors(first).iter();
                    let moved_second = graph.successors(second).iter();
                    moved_first
                        .map(|&s| s as usize * vertices + second)
                        .chain(moved_second.map(|&s| first * vertices + s as usize))
                        .collect()
                })
                .collect();
            let expected = outcomes_by_iteration(&product);
            for (state, &outcome) in expected.iter().enumerate() {
                let tokens = [state / vertices, state % vertices];
                assert_eq!(
                    sum_outcome(&graph, &values, &tokens),
                    outcome,
                    "tokens {tokens:?} on {graph:?}, values {values:?}"
                );
            }
        }
    }
}

/// The rounds' steps are charged to the budget, and a budget too small is `None`; the
/// shape that costs about k³/6 steps (a complete acyclic graph whose vertices all reach
/// a cycle) costs that.
#[test]
fn the_rounds_are_held_to_their_budget() {
    let k = 120u32;
    let (a, b, c) = (k, k + 1, k + 2);
    let mut edges: Vec<(u32, u32)> = (0..k)
        .flat_map(|v| (0..v).chain([a]).map(move |s| (v, s)))
        .collect();
    edges.extend([(a, b), (b, a), (b, c)]);
    let graph = Graph::new(k as usize + 3, &edges);
    let mut budget = u64::MAX;
    let values = loopy_grundy_within(&graph, &mut budget).unwrap();
    let expected: Vec<Option<u32>> = (1..=k)
        .map(Some)
        .chain([Some(0), Some(1), Some(0)])
        .collect();
    assert_eq!(values, expected);
    let steps = u64::MAX - budget;
    assert!(steps >= u64::from(k).pow(3) / 6, "{steps} steps");
    let mut short = steps - 1;
    assert_eq!(loopy_grundy_within(&graph, &mut short), None);
    let mut exact = steps;
    assert_eq!(loopy_grundy_within(&graph, &mut exact), Some(expected));
    assert_eq!(exact, 0);
}

#[test]
fn deep_graphs_need_no_recursion() {
    let n = 1_000_000u32;
    let path: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
    let graph = Graph::new(n as usize, &path);
    let outcome = outcomes(&graph);
    assert_eq!(
        outcome[0],
        if n % 2 == 0 {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    );
    assert_eq!(grundy_acyclic(&graph).unwrap()[0], (n - 1) % 2);
}
