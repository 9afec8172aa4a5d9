"""Where a webhook may point, and sending to it (SSRF-safe).

A URL must be https; plain http only to a loopback host, and only where the
policy allows it (development settings). Where private addresses are refused
(production), the host is resolved and every address it resolves to must be
public: never loopback, private (RFC 1918, fc00::/7, site-local fec0::/10),
link-local (cloud metadata at 169.254.169.254), shared (100.64/10), multicast,
reserved or unspecified. An IPv6 address that embeds an IPv4 one (NAT64
64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32, IPv4-mapped, -translated and
-compatible) is judged by the IPv4 address it carries, since the connection may
end there; the local-use NAT64 prefix 64:ff9b:1::/48 is refused whole. The
check runs when the webhook is registered and again at each delivery, and the
delivery connects to the very address it checked, so a DNS answer that changes
in between (DNS rebinding) cannot redirect it. Redirects are never followed.
"""

from __future__ import annotations

import http.client
import ipaddress
import re
import socket
import ssl
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import SplitResult, urlsplit

MAX_URL_CHARS = 2000
LOOPBACK_NAMES = {"localhost", "localhost.localdomain"}
# What is read of a receiver's answer (its status is what counts).
MAX_RESPONSE_BYTES = 64 * 1024

Resolver = Callable[[str, int], list[str]]


def _ipv6_pattern() -> str:
    """RFC 3986's IPv6address (what ipaddress and urlsplit accept in brackets, no zone)."""
    h16 = "[0-9A-Fa-f]{1,4}"
    octet = "(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
    ls32 = f"({h16}:{h16}|{octet}(\\.{octet}){{3}})"

    def groups(n: int) -> str:
        return f"({h16}:){{{n}}}"

    def head(n: int) -> str:  # [ *n( h16 ":" ) h16 ]
        return f"(({h16}:){{0,{n}}}{h16})?" if n else f"({h16})?"

    forms = [
        f"{groups(6)}{ls32}",
        f"::{groups(5)}{ls32}",
        f"{head(0)}::{groups(4)}{ls32}",
        f"{head(1)}::{groups(3)}{ls32}",
        f"{head(2)}::{groups(2)}{ls32}",
        f"{head(3)}::{h16}:{ls32}",
        f"{head(4)}::{ls32}",
        f"{head(5)}::{h16}",
        f"{head(6)}::",
    ]
    return "(" + "|".join(forms) + ")"


_PORT = "(:0*([0-9]{0,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?"
_LOOPBACK_IPV4 = "127(\\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}"
# The whole syntax a webhook URL may have, published as the schema's pattern
# and checked here, so the two agree: https:// and a host name (RFC 3986
# reg-name characters, no "@") or a bracketed IPv6 address; or http:// and a
# loopback host (taken only where the policy allows it); then an optional
# port (0-65535), and an optional path and query in printable ASCII with no
# "#". Whether the host may be reached (https only, public addresses) is the
# policy's to say, at registration and at each delivery.
URL_PATTERN = (
    "^(https://([A-Za-z0-9._~!$&'()*+,;=%-]+|\\[" + _ipv6_pattern() + "\\])"
    "|http://(localhost|localhost\\.localdomain|" + _LOOPBACK_IPV4 + "|\\[::1\\]))" + _PORT + '([/?][!-"$-~]*)?$'
)
_URL_SYNTAX = re.compile(URL_PATTERN[1:-1])


class TargetError(ValueError):
    """A URL a webhook may not use; ``code`` is machine-readable."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Policy:
    allow_http_loopback: bool
    allow_private: bool


def resolve(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to (getaddrinfo)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise TargetError("url_unresolvable", f"The host {host!r} does not resolve: {exc}.") from None
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


# IPv6 forms that carry an IPv4 address in their last 32 bits: a connection to
# one may end at that IPv4 address (a NAT64 gateway, an SIIT translator, a
# dual-stack host), so each is judged by the IPv4 address it carries.
_EMBEDS_IPV4_LOW32 = (
    ipaddress.IPv6Network("64:ff9b::/96"),  # NAT64 well-known prefix (RFC 6052)
    ipaddress.IPv6Network("::ffff:0:0/96"),  # IPv4-mapped
    ipaddress.IPv6Network("::ffff:0:0:0/96"),  # IPv4-translated (SIIT, RFC 2765)
    ipaddress.IPv6Network("::/96"),  # IPv4-compatible (deprecated; :: and ::1 too)
)
# Prefixes refused whole: the local-use NAT64 prefix (RFC 8215) translates to
# whatever IPv4 network the operator chose and is never a public route, and
# site-local (deprecated, RFC 3879) is a private range Python counts as global.
_REFUSED_V6 = (
    ipaddress.IPv6Network("64:ff9b:1::/48"),
    ipaddress.IPv6Network("fec0::/10"),
)


def _ipv4_is_public(ip: ipaddress.IPv4Address) -> bool:
    return ip.is_global and not ip.is_multicast


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address] | None:
    """The IPv4 addresses an IPv6 address carries (None: it carries none)."""
    for network in _EMBEDS_IPV4_LOW32:
        if ip in network:
            return [ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)]
    if ip.sixtofour is not None:  # 6to4, 2002::/16: the IPv4 address in bits 16-47
        return [ip.sixtofour]
    if ip.teredo is not None:  # Teredo, 2001::/32: the server's and the client's
        return list(ip.teredo)
    return None


def address_is_public(address: str) -> bool:
    """Whether a webhook may connect to ``address``: a public unicast address,
    and for an IPv6 form that embeds an IPv4 address, a public IPv4 one."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv4Address):
        return _ipv4_is_public(ip)
    if ip == ipaddress.IPv6Address("::") or ip.is_loopback:
        return False
    if any(ip in network for network in _REFUSED_V6):
        return False
    embedded = _embedded_ipv4(ip)
    if embedded is not None:
        return all(_ipv4_is_public(v4) for v4 in embedded)
    return ip.is_global and not ip.is_multicast and not ip.is_site_local


def _is_loopback_host(host: str) -> bool:
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _parse(url: str) -> tuple[SplitResult, str, int]:
    if not isinstance(url, str) or len(url) > MAX_URL_CHARS:
        raise TargetError("url_invalid", f"A webhook URL is a string of at most {MAX_URL_CHARS} characters.")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise TargetError("url_invalid", f"Not a valid URL: {exc}.") from None
    if parts.scheme not in ("https", "http") or not parts.hostname:
        raise TargetError("url_invalid", "A webhook URL is https://host/path.")
    if parts.username is not None or parts.password is not None:
        raise TargetError("url_credentials", "Put no credentials in the URL; verify the signature instead.")
    if parts.fragment:
        raise TargetError("url_invalid", "A webhook URL has no #fragment.")
    if any(ord(c) < 33 or ord(c) == 127 for c in url):
        raise TargetError("url_invalid", "A webhook URL has no spaces or control characters.")
    return parts, parts.hostname, port or (443 if parts.scheme == "https" else 80)


def target_check(url: str, policy: Policy, resolver: Resolver = resolve) -> list[str]:
    """Refuse (TargetError) a URL the policy does not allow; return the
    addresses to connect to (empty: let the connection resolve the host,
    which only happens where private addresses are allowed)."""
    parts, host, port = _parse(url)
    if parts.scheme == "http" and not (policy.allow_http_loopback and _is_loopback_host(host)):
        detail = (
            "A webhook URL must be https (http only to a loopback host, in development)."
            if policy.allow_http_loopback
            else "A webhook URL must be https."
        )
        raise TargetError("url_not_https", detail)
    if _URL_SYNTAX.fullmatch(url) is None:
        raise TargetError(
            "url_invalid",
            "A webhook URL is https://host[:port][/path][?query] in printable ASCII: a host name or a bracketed "
            "IPv6 address, a port of 0-65535, no #fragment (the schema's pattern says it exactly).",
        )
    if policy.allow_private:
        return []
    addresses = resolver(host, port)
    if not addresses:
        raise TargetError("url_unresolvable", f"The host {host!r} resolves to no address.")
    refused = [a for a in addresses if not address_is_public(a)]
    if refused:
        raise TargetError(
            "url_not_public",
            f"The host {host!r} resolves to {', '.join(refused)}: a webhook may not reach loopback, private "
            "or link-local addresses.",
        )
    return addresses


@dataclass(frozen=True, slots=True)
class Answer:
    status: int | None
    error: str


def post(
    url: str, body: bytes, headers: Mapping[str, str], timeout: float, policy: Policy, resolver: Resolver = resolve
) -> Answer:
    """POST ``body`` to ``url``, connecting only to an address the policy allows.
    Never raises for the receiver's faults: they come back as ``Answer.error``."""
    try:
        addresses = target_check(url, policy, resolver)
    except TargetError as exc:
        return Answer(None, f"{exc.code}: {exc.detail}")
    parts, host, port = _parse(url)
    connection: http.client.HTTPConnection
    if parts.scheme == "https":
        connection = http.client.HTTPSConnection(host, port, timeout=timeout, context=ssl.create_default_context())
    else:
        connection = http.client.HTTPConnection(host, port, timeout=timeout)
    if addresses:
        pinned = addresses[0]

        # Connect to the checked address; TLS still verifies the certificate for ``host``.
        def connect_pinned(address: tuple[str, int], *args: Any, **kwargs: Any) -> socket.socket:
            return socket.create_connection((pinned, address[1]), *args, **kwargs)

        connection._create_connection = connect_pinned  # type: ignore[attr-defined]
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    try:
        connection.request("POST", path, body=body, headers=dict(headers))
        response = connection.getresponse()
        response.read(MAX_RESPONSE_BYTES)
        return Answer(response.status, "")
    except (OSError, http.client.HTTPException) as exc:
        return Answer(None, f"{type(exc).__name__}: {exc}"[:500])
    finally:
        connection.close()
