//! Painting a tree (AtCoder AGC014 D "Black and White Tree"): the players in turn paint an
//! unpainted vertex, the first player white and the second black; once every vertex is
//! painted, each white vertex next to a black one turns black (all at once), and the first
//! player wins iff some vertex is still white.
//!
//! **The second player wins iff the tree has a perfect matching**
//! (docs/games.md#the-black-and-white-tree). With one, the second player answers each white
//! vertex by painting its partner black, and every white vertex ends next to a black one.
//! Without one, the first player paints white the neighbour p of a leaf ℓ of what is left;
//! the second must paint ℓ black at once (a white ℓ next to a white p stays white), and p
//! and ℓ leave the game; when no pair is left to take this way, a vertex has two leaves
//! or none, and a white vertex there stays white.
//!
//! A tree has a perfect matching iff matching each leaf with its neighbour and removing
//! both, again and again, leaves nothing: a leaf's edge is in every perfect matching.
//! `Forest` does this by peeling leaves, with no adjacency list: the only neighbour of a
//! leaf is the exclusive or of its neighbours' numbers, as in `hackenbush::Tree`.

/// A forest given edge by edge, kept as each vertex's degree and the exclusive or of its
/// neighbours' numbers (8 bytes a vertex, and 4 more for the queue of leaves while
/// `has_perfect_matching` runs).
#[derive(Debug, Clone)]
pub struct Forest {
    links: Vec<Link>,
    edges: usize,
}

#[derive(Debug, Clone, Copy, Default)]
struct Link {
    degree: u32,
    neighbours: u32,
}

impl Forest {
    /// `vertices` vertices (0-based) and no edge yet.
    ///
    /// # Panics
    /// At 2^32 vertices or more: the binaries refuse such counts first.
    pub fn new(vertices: usize) -> Forest {
        assert!(vertices <= u32::MAX as usize, "too many vertices");
        Forest {
            links: vec![Link::default(); vertices],
            edges: 0,
        }
    }

    /// An edge between `a` and `b` (a loop or a repeated edge is a cycle).
    #[inline]
    pub fn join(&mut self, a: u32, b: u32) {
        for (at, other) in [(a, b), (b, a)] {
            let link = &mut self.links[at as usize];
            link.degree += 1;
            link.neighbours ^= other;
        }
        self.edges += 1;
    }

    /// Whether the edges joined have a perfect matching, or `None` when they hold a cycle.
    ///
    /// Leaves are cut one by one. A leaf not yet matched is matched with its only
    /// neighbour, which stays until it is a leaf itself; a leaf whose neighbour is already
    /// matched, and a vertex left with no neighbour unmatched, can have no partner. What
    /// peeling cannot cut is a cycle.
    ///
    /// # Example
    /// ```
    /// use grundy::games::black_white_tree::Forest;
    /// // A path of four vertices: matched in two pairs.
    /// let mut forest = Forest::new(4);
    /// for (a, b) in [(0, 1), (1, 2), (2, 3)] {
    ///     forest.join(a, b);
    /// }
    /// assert_eq!(forest.has_perfect_matching(), Some(true));
    /// ```
    ///
    /// # Complexity
    /// O(vertices + edges), no recursion.
    pub fn has_perfect_matching(mut self) -> Option<bool> {
        let links = &mut self.links;
        let count = links.len();
        let mut matched = vec![false; count];
        let mut queue: Vec<u32> = (0..count as u32)
            .filter(|&v| links[v as usize].degree == 1)
            .collect();
        let mut perfect = true;
        let mut cut = 0;
        let mut next = 0;
        while next < queue.len() {
            let leaf = queue[next] as usize;
            next += 1;
            let Link { degree, neighbours } = links[leaf];
            // A leaf whose only neighbour was cut first has no edge left.
            if degree != 1 {
                continue;
            }
            let parent = neighbours as usize;
            if !matched[leaf] {
                perfect &= !matched[parent];
                matched[leaf] = true;
                matched[parent] = true;
            }
            links[leaf].degree = 0;
            cut += 1;
            let up = &mut links[parent];
            up.degree -= 1;
            up.neighbours ^= leaf as u32;
            if up.degree == 1 {
                queue.push(parent as u32);
            }
        }
        // A vertex that no leaf's cut reached (one alone, from the start) is unmatched.
        (cut == self.edges).then(|| perfect && matched.iter().all(|&m| m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rule_searches::{
        labelled_trees, painting_game_first_wins, unlabelled_trees,
    };

    fn forest(vertices: usize, edges: &[(usize, usize)]) -> Forest {
        let mut forest = Forest::new(vertices);
        for &(a, b) in edges {
            forest.join(a as u32, b as u32);
        }
        forest
    }

    /// Whether some set of the edges covers every vertex once, by trying every edge at the
    /// least vertex not yet covered.
    fn perfect_matching_by_search(vertices: usize, edges: &[(usize, usize)], covered: u32) -> bool {
        let all = (1u32 << vertices) - 1;
        if covered == all {
            return true;
        }
        let first = (!covered).trailing_zeros() as usize;
        edges.iter().any(|&(a, b)| {
            let other = match (a == first, b == first) {
                (true, _) => b,
                (_, true) => a,
                _ => return false,
            };
            covered >> other & 1 == 0
                && perfect_matching_by_search(vertices, edges, covered | 1 << first | 1 << other)
        })
    }

    /// The painting game played out on every tree up to 9 vertices: the second player wins
    /// exactly on those with a perfect matching.
    #[test]
    fn the_painting_game_follows_the_matching() {
        for vertices in 1..=9 {
            for edges in unlabelled_trees(vertices) {
                let second = !painting_game_first_wins(vertices, &edges);
                let matched = forest(vertices, &edges).has_perfect_matching();
                assert_eq!(matched, Some(second), "{edges:?}");
            }
        }
    }

    /// The peeling against a search of every set of edges, on every labelled tree up to 7
    /// vertices (every numbering, so every order the leaves are cut in).
    #[test]
    fn the_peeling_finds_every_perfect_matching() {
        for vertices in 1..=7 {
            for edges in labelled_trees(vertices) {
                let search = perfect_matching_by_search(vertices, &edges, 0);
                let peeled = forest(vertices, &edges).has_perfect_matching();
                assert_eq!(peeled, Some(search), "{edges:?}");
            }
        }
    }

    /// Edges that close a cycle are reported, a loop and a repeated edge included, and a
    /// forest of two paths of two is matched.
    #[test]
    fn cycles_are_reported() {
        for edges in [
            vec![(0, 1), (1, 2), (2, 0)],
            vec![(0, 1), (0, 1)],
            vec![(0, 0), (1, 2)],
            vec![(0, 1), (1, 2), (2, 3), (3, 1)],
        ] {
            assert_eq!(forest(4, &edges).has_perfect_matching(), None, "{edges:?}");
        }
        assert_eq!(
            forest(4, &[(0, 1), (2, 3)]).has_perfect_matching(),
            Some(true)
        );
    }

    /// A path of 10^6 vertices, numbered in a shuffled order, peels without recursion.
    #[test]
    fn a_long_path_is_matched() {
        let count = 1_000_000u32;
        let order: Vec<u32> = (0..u64::from(count))
            .map(|i| (i * 7_919 % u64::from(count)) as u32)
            .collect();
        let mut path = Forest::new(count as usize);
        for pair in order.windows(2) {
            path.join(pair[0], pair[1]);
        }
        assert_eq!(path.clone().has_perfect_matching(), Some(true));
        let mut odd = Forest::new(count as usize - 1);
        for pair in order
            .windows(2)
            .filter(|p| p[0] < count - 1 && p[1] < count - 1)
        {
            odd.join(pair[0], pair[1]);
        }
        assert_eq!(odd.has_perfect_matching(), Some(false));
    }
}
