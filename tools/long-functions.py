#!/usr/bin/env python3
"""Lists the functions of lib/, ui/ and app/ longer than a reader can hold (STYLE.md: a step of
~80 lines or less with a name; a longer one says why above it), longest first, with their line
counts. A function whose comment just above says "One long function on purpose: WHY" has its
reason written; it is listed with "(reason)" and does not count as a failure.

usage: tools/long-functions.py [--limit 80] [--check] [REPO]
  --check: exit 1 when a function over the limit has no reason above it.
Needs Universal Ctags (`ctags`, Debian package universal-ctags); lambdas count in the function
that holds them.
"""
import argparse
import subprocess
import sys


def functions(repo):
    files = subprocess.run(['git', '-C', repo, 'ls-files', 'lib', 'ui', 'app'],
                           capture_output=True, text=True, check=True).stdout.split()
    files = [f for f in files if f.endswith(('.cpp', '.h'))]
    out = subprocess.run(['ctags', '--fields=+ne', '--c++-kinds=f', '-o', '-'] + files,
                         cwd=repo, capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split('\t')
        fields = dict(p.split(':', 1) for p in parts[3:] if ':' in p)
        # Lambdas and functions of local classes belong to the function around them.
        if parts[0].startswith('__anon') or 'function' in fields or 'end' not in fields:
            continue
        scope = fields.get('class') or fields.get('struct')
        name = scope.split('::')[-1] + '::' + parts[0] if scope else parts[0]
        yield parts[1], int(fields['line']), int(fields['end']), name


def has_reason(lines, start):
    i = start - 2  # the line above the one naming the function
    while i >= 0 and lines[i].strip() and not lines[i].lstrip().startswith('//') and \
            not lines[i].rstrip().endswith((';', '}', '{')):
        i -= 1  # the first lines of a signature that spans several
    while i >= 0 and lines[i].lstrip().startswith('//'):
        if 'long function on purpose' in lines[i]:
            return True
        i -= 1
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--limit', type=int, default=80)
    ap.add_argument('--check', action='store_true')
    ap.add_argument('repo', nargs='?', default='.')
    a = ap.parse_args()
    rows, cache = [], {}
    for path, start, end, name in functions(a.repo):
        n = end - start + 1
        if n <= a.limit:
            continue
        if path not in cache:
            with open(f'{a.repo}/{path}', encoding='utf-8') as f:
                cache[path] = f.read().splitlines()
        rows.append((n, path, start, name, has_reason(cache[path], start)))
    rows.sort(key=lambda r: (-r[0], r[1], r[2]))
    for n, path, start, name, reason in rows:
        print(f"{n:4d}  {path}:{start}  {name}{'  (reason)' if reason else ''}")
    bare = sum(1 for r in rows if not r[4])
    print(f'{len(rows)} functions over {a.limit} lines, {bare} without a reason above them')
    return 1 if a.check and bare else 0


if __name__ == '__main__':
    sys.exit(main())
