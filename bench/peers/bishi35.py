# BISHI35 (Bash's game) as the source notes solve it: read every token at once, and the
# first player wins iff (m + 1) does not divide n.
import sys


def main():
    tokens = sys.stdin.buffer.read().split()
    t = int(tokens[0])
    answers = []
    at = 1
    for _ in range(t):
        n = int(tokens[at])
        m = int(tokens[at + 1])
        at += 2
        answers.append("YES" if n % (m + 1) != 0 else "NO")
    if answers:
        sys.stdout.write("\n".join(answers) + "\n")


main()
