"""Benchmarks. Each script prints its result as a markdown table as its last
stdout lines (progress goes to stderr); bench/report.py collects them."""
