"""Which network addresses a crawl may connect to.

A crawl that takes its seeds from other people (a scrapyd service, a Redis seed list) must
not be turned against the network it runs in: an address of the machine itself (loopback,
``0.0.0.0``), of the local networks (private, CGNAT, unique-local, link-local) or of a
cloud's metadata service is refused unless the crawl's allowed networks
(``WEBEXTRACT_ALLOWED_NETWORKS``, CIDR ranges) name it.  IPv6 forms that carry an IPv4
address (IPv4-mapped ``::ffff:127.0.0.1``, IPv4-compatible, NAT64 ``64:ff9b::/96``, 6to4,
Teredo) are judged by the IPv4 address they carry as well.

This module decides; it resolves no name and opens no connection (the Scrapy side,
``webextract.scrapy_project.netguard``, asks it about each address a name resolved to,
before connecting).  No paper: a safeguard of the crawler, not a method.
"""

from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Optional, Union

IPAddress = Union[ipaddress.IPv4Address, ipaddress.IPv6Address]
IPNetwork = Union[ipaddress.IPv4Network, ipaddress.IPv6Network]

#: The setting (and environment variable) that names the allowed networks.
SETTING = "WEBEXTRACT_ALLOWED_NETWORKS"

#: Cloud metadata services: refused under their own reason, whatever range they sit in.
METADATA_ADDRESSES = frozenset(ipaddress.ip_address(a) for a in (
    "169.254.169.254",  # AWS, GCP, Azure, OpenStack, DigitalOcean ...
    "169.254.170.2",    # AWS ECS task metadata
    "169.254.169.123",  # AWS time service
    "169.254.169.253",  # AWS DNS
    "100.100.100.200",  # Alibaba Cloud
    "fd00:ec2::254",    # AWS over IPv6
    "fd00:ec2::23",     # AWS DNS over IPv6
))

#: Refused ranges, most specific reason first: (range, reason).  The reason is the last part
#: of the stat ``webextract/network/refused/<reason>``.
REFUSED_RANGES: tuple[tuple[IPNetwork, str], ...] = tuple(
    (ipaddress.ip_network(net), reason) for net, reason in (
        ("0.0.0.0/8", "unspecified"),        # "this network"; 0.0.0.0 reaches the machine itself
        ("::/128", "unspecified"),
        ("127.0.0.0/8", "loopback"),
        ("::1/128", "loopback"),
        ("10.0.0.0/8", "private"),
        ("172.16.0.0/12", "private"),
        ("192.168.0.0/16", "private"),
        ("100.64.0.0/10", "cgnat"),          # shared address space (RFC 6598)
        ("169.254.0.0/16", "link_local"),
        ("fe80::/10", "link_local"),
        ("fc00::/7", "unique_local"),        # RFC 4193
        ("fec0::/10", "unique_local"),       # the deprecated site-local range
        ("64:ff9b:1::/48", "private"),       # local-use NAT64 (RFC 8215)
        ("224.0.0.0/4", "multicast"),
        ("ff00::/8", "multicast"),
        ("255.255.255.255/32", "broadcast"),
        ("192.0.0.0/24", "reserved"),        # IETF protocol assignments
        ("192.0.2.0/24", "reserved"),        # documentation
        ("198.51.100.0/24", "reserved"),
        ("203.0.113.0/24", "reserved"),
        ("198.18.0.0/15", "reserved"),       # benchmarking
        ("240.0.0.0/4", "reserved"),
        ("2001:db8::/32", "reserved"),       # documentation
        ("100::/64", "reserved"),            # discard
    )
)


def parse_networks(value: object) -> tuple[IPNetwork, ...]:
    """The networks named by ``value``: a list or tuple of CIDR ranges or addresses, or one
    string of them separated by commas or spaces (``"127.0.0.0/8, ::1"``); ``None`` or
    ``""`` names none.  A bare address is its one-address range; host bits set
    (``10.1.2.3/8``) are a mistake and refused.  Raises ``ValueError`` naming the entry that
    is no range."""
    if value is None:
        return ()
    if isinstance(value, (bytes, bytearray)):
        value = value.decode("utf-8", "replace")
    if isinstance(value, str):
        entries: Iterable[object] = value.replace(",", " ").split()
    elif isinstance(value, Iterable):
        entries = value
    else:
        raise ValueError(f"{SETTING}: expected CIDR ranges (a list or a comma-separated string), got {value!r}")
    networks: list[IPNetwork] = []
    for entry in entries:
        text = str(entry).strip()
        if not text:
            continue
        try:
            networks.append(ipaddress.ip_network(text, strict=True))
        except ValueError as exc:
            raise ValueError(f"{SETTING}: {text!r} is no CIDR range ({exc})") from None
    return tuple(networks)


def allowed_networks(setting: object, environ: Optional[Mapping[str, str]] = None) -> tuple[IPNetwork, ...]:
    """The allowed networks of a crawl: the setting's value when it is set (``""`` names
    none), else the environment variable ``WEBEXTRACT_ALLOWED_NETWORKS`` of ``environ``
    (``os.environ`` by default), else none.  Raises ``ValueError`` on a malformed range."""
    if setting is None:
        setting = (os.environ if environ is None else environ).get(SETTING)
    return parse_networks(setting)


def embedded_ipv4(address: IPAddress) -> Optional[ipaddress.IPv4Address]:
    """The IPv4 address an IPv6 address carries (IPv4-mapped, IPv4-compatible, NAT64 of
    the well-known prefix, 6to4, Teredo's client), or ``None`` (also for an IPv4 address)."""
    if not isinstance(address, ipaddress.IPv6Address):
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]
    packed = address.packed
    if address in _NAT64 or (packed[:12] == bytes(12) and int(address) > 1):
        return ipaddress.IPv4Address(packed[12:])
    return None


_NAT64 = ipaddress.ip_network("64:ff9b::/96")


def _range_reason(address: IPAddress) -> Optional[str]:
    if address in METADATA_ADDRESSES:
        return "metadata"
    for network, reason in REFUSED_RANGES:
        if address.version == network.version and address in network:
            return reason
    return None


@dataclass
class AddressPolicy:
    """The addresses a crawl may connect to: every public address, and the refused ranges'
    addresses that one of ``allowed`` (CIDR ranges) contains."""

    allowed: tuple[IPNetwork, ...] = field(default_factory=tuple)

    def refusal(self, address: Union[str, IPAddress]) -> Optional[str]:
        """Why a connection to ``address`` (an IPv4 or IPv6 address, as text or an
        ``ipaddress`` object; an IPv6 zone ``%eth0`` is ignored) is refused: ``"loopback"``,
        ``"private"``, ``"cgnat"``, ``"link_local"``, ``"unique_local"``, ``"metadata"``,
        ``"unspecified"``, ``"multicast"``, ``"broadcast"``, ``"reserved"``, or
        ``"not_an_address"`` for text that is no IP address; ``None`` when it is allowed.
        An IPv6 address that carries an IPv4 address is refused when either is."""
        if isinstance(address, str):
            try:
                address = ipaddress.ip_address(address.split("%", 1)[0].strip("[]"))
            except ValueError:
                return "not_an_address"
        if isinstance(address, ipaddress.IPv6Address) and address.scope_id:
            address = ipaddress.IPv6Address(address.packed)
        for candidate in (address, embedded_ipv4(address)):
            if candidate is None:
                continue
            reason = _range_reason(candidate)
            if reason is not None and not self.allows(candidate):
                return reason
        return None

    def allows(self, address: IPAddress) -> bool:
        """Whether one of the allowed ranges contains ``address``."""
        return any(address.version == net.version and address in net for net in self.allowed)

    def widened(self, networks: Iterable[IPNetwork]) -> "AddressPolicy":
        """This policy with ``networks`` allowed as well (the ranges already allowed kept in
        order, new ones appended)."""
        merged = list(self.allowed)
        merged.extend(net for net in networks if net not in merged)
        return AddressPolicy(tuple(merged))

    def describe(self) -> str:
        """The allowed ranges as one line (``"127.0.0.0/8, ::1/128"``, or ``"none"``)."""
        return ", ".join(str(net) for net in self.allowed) or "none"


def literal_address(host: str) -> Optional[IPAddress]:
    """The IP address a URL's host names literally (``127.0.0.1``, ``[::1]``, ``::1``,
    ``fe80::1%eth0``), or ``None`` for a host name (which must be resolved)."""
    text = host.strip().strip("[]").split("%", 1)[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None
