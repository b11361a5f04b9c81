# BISHI36 (extended Bash) as the source notes solve it: read every token at once, and the
# first player wins iff n mod (l + r) >= l (and l <= r: otherwise there is no move at all).
import sys


def main():
    tokens = sys.stdin.buffer.read().split()
    t = int(tokens[0])
    answers = []
    at = 1
    for _ in range(t):
        n = int(tokens[at])
        l = int(tokens[at + 1])
        r = int(tokens[at + 2])
        at += 3
        answers.append("YES" if l <= r and n % (l + r) >= l else "NO")
    if answers:
        sys.stdout.write("\n".join(answers) + "\n")


main()
