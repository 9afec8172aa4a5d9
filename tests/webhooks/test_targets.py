"""Where a webhook may point: https; http only to loopback in development;
in production never a loopback, private or link-local address (SSRF), checked
on the addresses the host resolves to, at registration and at delivery."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.webhooks.receiver import receiver
from webhooks import targets
from webhooks.targets import Policy, TargetError

DEVELOPMENT = Policy(allow_http_loopback=True, allow_private=True)
PRODUCTION = Policy(allow_http_loopback=False, allow_private=False)


def resolves_to(*addresses: str) -> targets.Resolver:
    return lambda host, port: list(addresses)


def code_of(url: str, policy: Policy, resolver: targets.Resolver | None = None) -> str:
    with pytest.raises(TargetError) as caught:
        targets.target_check(url, policy, resolver or resolves_to("93.184.215.14"))
    return caught.value.code


@pytest.mark.parametrize(
    "url", ["http://127.0.0.1:9000/hook", "http://localhost/hook", "http://[::1]:8080/x", "https://10.1.2.3/hook"]
)
def test_development_allows_http_to_loopback_and_any_https(url: str) -> None:
    assert targets.target_check(url, DEVELOPMENT) == []


@pytest.mark.parametrize("url", ["http://example.com/hook", "http://10.0.0.1/hook", "http://192.168.1.10/"])
def test_development_refuses_http_beyond_loopback(url: str) -> None:
    assert code_of(url, DEVELOPMENT) == "url_not_https"


def test_production_refuses_plain_http_even_to_loopback() -> None:
    assert code_of("http://127.0.0.1:9000/hook", PRODUCTION) == "url_not_https"
    assert code_of("http://example.com/hook", PRODUCTION) == "url_not_https"


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",  # loopback
        "10.0.0.7",  # RFC 1918
        "172.16.5.4",
        "192.168.0.1",
        "169.254.169.254",  # link-local: cloud metadata
        "100.64.0.1",  # shared address space
        "0.0.0.0",
        "224.0.0.1",  # multicast
        "::1",
        "fe80::1",
        "fc00::1",
        "::ffff:127.0.0.1",  # IPv4-mapped loopback
    ],
)
def test_production_refuses_hosts_resolving_to_non_public_addresses(address: str) -> None:
    assert code_of("https://hooks.example.com/x", PRODUCTION, resolves_to(address)) == "url_not_public"
    # One bad address among good ones is enough to refuse (the connection could pick it).
    assert code_of("https://hooks.example.com/x", PRODUCTION, resolves_to("93.184.215.14", address)) == "url_not_public"


# Each IPv6 form that embeds an IPv4 address, carrying a non-public one
# (refused), and the same form carrying a public one (let through): the
# embedded IPv4 address's class decides.
IPV6_EMBEDDING_IPV4 = [
    # (form, carrying a non-public IPv4 address, carrying a public one)
    ("NAT64 64:ff9b::/96", "64:ff9b::a9fe:a9fe", "64:ff9b::808:808"),  # 169.254.169.254 / 8.8.8.8
    ("NAT64 dotted", "64:ff9b::10.0.0.1", "64:ff9b::93.184.215.14"),
    ("6to4 2002::/16", "2002:7f00:1::1", "2002:808:808::1"),  # 127.0.0.1 / 8.8.8.8
    ("6to4 link-local", "2002:a9fe:a9fe::", "2002:5db8:d70e:1::5"),
    ("IPv4-compatible", "::127.0.0.1", "::8.8.8.8"),
    ("IPv4-compatible metadata", "::169.254.169.254", "::93.184.215.14"),
    ("IPv4-mapped", "::ffff:10.1.2.3", "::ffff:8.8.8.8"),
    ("IPv4-translated (SIIT)", "::ffff:0:7f00:1", "::ffff:0:808:808"),
    # Teredo: server 65.54.227.120; the client (XOR-obscured) 192.0.2.45, then 8.8.8.8
    ("Teredo 2001::/32 client", "2001:0:4136:e378:8000:63bf:3fff:fdd2", "2001:0:4136:e378:8000:63bf:f7f7:f7f7"),
    # Teredo with a private server (10.0.0.1) and a public client (8.8.8.8)
    ("Teredo 2001::/32 server", "2001:0:a00:1:8000:63bf:f7f7:f7f7", "2001:0:808:808:8000:63bf:f7f7:f7f7"),
]


@pytest.mark.parametrize(("form", "refused", "allowed"), IPV6_EMBEDDING_IPV4, ids=[f[0] for f in IPV6_EMBEDDING_IPV4])
def test_an_ipv6_form_embedding_ipv4_is_judged_by_the_ipv4_address(form: str, refused: str, allowed: str) -> None:
    assert code_of("https://hooks.example.com/x", PRODUCTION, resolves_to(refused)) == "url_not_public"
    assert code_of(f"https://[{refused}]/x", PRODUCTION, targets.resolve) == "url_not_public"  # a literal
    assert targets.target_check("https://hooks.example.com/x", PRODUCTION, resolves_to(allowed)) == [allowed]


@pytest.mark.parametrize(
    "address",
    [
        "64:ff9b:1::a9fe:a9fe",  # local-use NAT64 (RFC 8215): refused whatever it carries
        "64:ff9b:1::808:808",
        "64:ff9b:1:ffff::1",
        "fec0::1",  # site-local (deprecated; Python counts it global)
        "feff:ffff::1",
        "::",  # unspecified
    ],
)
def test_local_nat64_and_site_local_are_refused_whole(address: str) -> None:
    assert code_of("https://hooks.example.com/x", PRODUCTION, resolves_to(address)) == "url_not_public"
    assert code_of(f"https://[{address}]/x", PRODUCTION, targets.resolve) == "url_not_public"


@pytest.mark.parametrize("literal", ["https://127.0.0.1/x", "https://10.0.0.1/x", "https://[::1]/x"])
def test_production_refuses_literal_private_addresses(literal: str) -> None:
    # No resolver stand-in: getaddrinfo returns a literal address as it is.
    with pytest.raises(TargetError) as caught:
        targets.target_check(literal, PRODUCTION)
    assert caught.value.code == "url_not_public"


def test_production_accepts_a_host_with_only_public_addresses() -> None:
    addresses = targets.target_check(
        "https://hooks.example.com:8443/in?x=1", PRODUCTION, resolves_to("93.184.215.14", "2606:2800:21f:cb07::1")
    )
    assert addresses == ["93.184.215.14", "2606:2800:21f:cb07::1"]


def test_production_refuses_a_host_that_does_not_resolve() -> None:
    def fails(host: str, port: int) -> list[str]:
        raise TargetError("url_unresolvable", "no such host")

    assert code_of("https://nowhere.invalid/x", PRODUCTION, fails) == "url_unresolvable"
    assert code_of("https://nowhere.invalid/x", PRODUCTION, resolves_to()) == "url_unresolvable"


@pytest.mark.parametrize(
    ("url", "code"),
    [
        ("ftp://example.com/x", "url_invalid"),
        ("https:///path-only", "url_invalid"),
        ("example.com/hook", "url_invalid"),
        ("https://user:pass@example.com/x", "url_credentials"),
        ("https://example.com/x#frag", "url_invalid"),
        ("https://example.com/a b", "url_invalid"),
        ("https://example.com:99999/x", "url_invalid"),
        ("https://example.com/" + "x" * targets.MAX_URL_CHARS, "url_invalid"),
    ],
)
def test_malformed_urls_are_refused(url: str, code: str) -> None:
    assert code_of(url, DEVELOPMENT) == code


def test_delivery_rechecks_the_target_and_never_connects_to_a_refused_address() -> None:
    # The host passed the check at registration; at delivery it resolves to
    # loopback (DNS rebinding): nothing is sent to the receiver listening there.
    with receiver() as hooks:
        port = int(hooks.url.split(":")[2].split("/")[0])
        answer = targets.post(
            f"https://rebind.example.com:{port}/hooks", b"{}", {}, 2.0, PRODUCTION, resolves_to("127.0.0.1")
        )
        assert answer.status is None
        assert answer.error.startswith("url_not_public")
        assert hooks.received == []


def test_delivery_connects_to_the_address_it_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    # "pinned.invalid" never resolves in DNS (RFC 6761), so a request that
    # arrives proves the connection went to the address the check resolved
    # (here the receiver's, let through as if public), not to a second lookup.
    monkeypatch.setattr(targets, "address_is_public", lambda address: True)
    monkeypatch.setattr(targets, "_is_loopback_host", lambda host: True)
    monkeypatch.setattr(targets, "_URL_SYNTAX", re.compile(r"http://pinned\.invalid:[0-9]+/in\?x=1"))
    policy = Policy(allow_http_loopback=True, allow_private=False)
    with receiver() as hooks:
        port = int(hooks.url.split(":")[2].split("/")[0])
        lookups: list[str] = []

        def resolver(host: str, port: int) -> list[str]:
            lookups.append(host)
            return ["127.0.0.1"]

        answer = targets.post(f"http://pinned.invalid:{port}/in?x=1", b"{}", {}, 2.0, policy, resolver)
        assert answer == targets.Answer(200, "")
        assert lookups == ["pinned.invalid"]
        assert hooks.received[0].headers["host"] == f"pinned.invalid:{port}"
        assert hooks.received[0].path == "/in?x=1"


def test_redirects_are_not_followed() -> None:
    with receiver([(302, 0.0)]) as hooks:
        answer = targets.post(hooks.url, b"{}", {}, 2.0, DEVELOPMENT)
        assert answer.status == 302
        assert len(hooks.received) == 1


@pytest.mark.parametrize("address", [f[1] for f in IPV6_EMBEDDING_IPV4] + ["64:ff9b:1::808:808", "fec0::1"])
def test_delivery_refuses_an_ipv6_form_embedding_a_non_public_ipv4(address: str) -> None:
    # Passed at registration, the host now resolves to the IPv6 form: nothing is sent.
    with receiver() as hooks:
        port = int(hooks.url.split(":")[2].split("/")[0])
        answer = targets.post(f"https://rebind.example.com:{port}/h", b"{}", {}, 2.0, PRODUCTION, resolves_to(address))
        assert answer.status is None
        assert answer.error.startswith("url_not_public")
        assert hooks.received == []


# The schema's pattern and the validator agree (issue #45, schemathesis ST202):
# every URL the pattern matches is accepted where the policy allows any host
# (development), and every URL the validator accepts matches the pattern.
SYNTAX = re.compile(targets.URL_PATTERN[1:-1])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.from_regex(SYNTAX, fullmatch=True).filter(lambda u: len(u) <= targets.MAX_URL_CHARS))
def test_every_url_the_schema_pattern_allows_is_accepted(url: str) -> None:
    targets.target_check(url, DEVELOPMENT)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(["https://", "http://", "HTTPS://", ""]),
    st.text(st.characters(codec="ascii"), max_size=30),
)
def test_every_url_the_validator_accepts_matches_the_schema_pattern(scheme: str, rest: str) -> None:
    url = scheme + rest
    try:
        targets.target_check(url, DEVELOPMENT)
    except TargetError:
        assert SYNTAX.fullmatch(url) is None
    else:
        assert SYNTAX.fullmatch(url) is not None


@pytest.mark.parametrize(
    "url",
    [
        "https://[v1.x]/h",  # IPvFuture: urlsplit takes it, no connection can
        "https://[1.2.3.4]/h",  # IPv4 in brackets
        "https://[::1%25eth0]/h",  # a zone
        "https://h:65536/",
        "https://h/#",
        "HTTPS://h/",
        "https://h/\u00e9",  # non-ASCII: http.client could not send it
        "http://LOCALHOST/h",
    ],
)
def test_urls_outside_the_pattern_are_url_invalid(url: str) -> None:
    assert SYNTAX.fullmatch(url) is None
    assert code_of(url, DEVELOPMENT) == "url_invalid"
