"""Which addresses a crawl may connect to (webextract.addresses): the decision alone, no
name resolved and no connection made."""

from __future__ import annotations

import ipaddress

import pytest

from webextract.addresses import (AddressPolicy, allowed_networks, embedded_ipv4, literal_address,
                                  parse_networks)

DEFAULT = AddressPolicy()

REFUSED = [
    ("127.0.0.1", "loopback"),
    ("127.255.0.9", "loopback"),
    ("::1", "loopback"),
    ("0.0.0.0", "unspecified"),
    ("0.1.2.3", "unspecified"),
    ("::", "unspecified"),
    ("10.0.0.1", "private"),
    ("172.16.5.4", "private"),
    ("172.31.255.255", "private"),
    ("192.168.1.1", "private"),
    ("100.64.0.1", "cgnat"),
    ("100.127.255.254", "cgnat"),
    ("169.254.169.254", "metadata"),
    ("169.254.170.2", "metadata"),
    ("100.100.100.200", "metadata"),
    ("fd00:ec2::254", "metadata"),
    ("169.254.1.1", "link_local"),
    ("fe80::1", "link_local"),
    ("fe80::1%eth0", "link_local"),
    ("fd12:3456::1", "unique_local"),
    ("fc00::5", "unique_local"),
    ("224.0.0.1", "multicast"),
    ("ff02::1", "multicast"),
    ("255.255.255.255", "broadcast"),
    ("192.0.2.10", "reserved"),
    ("240.0.0.1", "reserved"),
    # IPv6 forms that carry a refused IPv4 address
    ("::ffff:127.0.0.1", "loopback"),
    ("::ffff:7f00:1", "loopback"),
    ("::ffff:169.254.169.254", "metadata"),
    ("::ffff:10.0.0.1", "private"),
    ("::127.0.0.1", "loopback"),                 # IPv4-compatible (deprecated)
    ("64:ff9b::a00:1", "private"),               # NAT64 of 10.0.0.1
    ("64:ff9b::169.254.169.254", "metadata"),
    ("2002:7f00:1::1", "loopback"),              # 6to4 of 127.0.0.1
    ("2002:a9fe:a9fe::1", "metadata"),           # 6to4 of 169.254.169.254
    ("not an address", "not_an_address"),
]


@pytest.mark.parametrize("address,reason", REFUSED)
def test_addresses_of_the_local_network_are_refused_by_default(address: str, reason: str) -> None:
    assert DEFAULT.refusal(address) == reason


@pytest.mark.parametrize("address", ["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1",
                                     "2606:4700::1111", "::ffff:93.184.216.34", "2002:5db8:d822::1",
                                     "64:ff9b::808:808"])
def test_public_addresses_are_allowed(address: str) -> None:
    assert DEFAULT.refusal(address) is None


def test_named_ranges_are_allowed_and_nothing_else() -> None:
    policy = AddressPolicy(parse_networks("127.0.0.0/8, 10.20.0.0/16"))
    assert policy.refusal("127.0.0.1") is None
    assert policy.refusal("::ffff:127.0.0.1") is None  # its IPv4 form is allowed
    assert policy.refusal("10.20.3.4") is None
    assert policy.refusal("10.21.0.1") == "private"
    assert policy.refusal("::1") == "loopback"  # IPv6 loopback is another range
    assert policy.refusal("169.254.169.254") == "metadata"
    assert AddressPolicy(parse_networks(["169.254.169.254/32"])).refusal("169.254.169.254") is None
    assert AddressPolicy(parse_networks("::1")).refusal("::1") is None
    everything = AddressPolicy(parse_networks("0.0.0.0/0, ::/0"))
    assert [everything.refusal(a) for a, _ in REFUSED[:-1]] == [None] * (len(REFUSED) - 1)


def test_the_setting_and_its_environment_variable() -> None:
    env = {"WEBEXTRACT_ALLOWED_NETWORKS": "127.0.0.0/8"}
    assert allowed_networks(None, env) == (ipaddress.ip_network("127.0.0.0/8"),)
    assert allowed_networks(None, {}) == ()
    assert allowed_networks("", env) == ()  # set to nothing: the variable is not read
    assert allowed_networks(["10.0.0.0/8", "::1"], env) == (ipaddress.ip_network("10.0.0.0/8"),
                                                             ipaddress.ip_network("::1/128"))
    assert allowed_networks("10.0.0.0/8 192.168.0.0/16,,", env) == (ipaddress.ip_network("10.0.0.0/8"),
                                                                    ipaddress.ip_network("192.168.0.0/16"))


@pytest.mark.parametrize("value,message", [
    ("127.0.0.0/33", "'127.0.0.0/33' is no CIDR range"),
    ("10.1.2.3/8", "'10.1.2.3/8' is no CIDR range"),
    ("intranet", "'intranet' is no CIDR range"),
    (["127.0.0.0/8", "localhost"], "'localhost' is no CIDR range"),
    (8, "expected CIDR ranges"),
])
def test_a_malformed_range_is_a_clear_error(value: object, message: str) -> None:
    with pytest.raises(ValueError, match="WEBEXTRACT_ALLOWED_NETWORKS: .*" + message.replace("(", r"\(")):
        parse_networks(value)


def test_embedded_and_literal_addresses() -> None:
    assert embedded_ipv4(ipaddress.ip_address("::ffff:1.2.3.4")) == ipaddress.ip_address("1.2.3.4")
    assert embedded_ipv4(ipaddress.ip_address("2001:0:4136:e378:8000:63bf:3fff:fdd2")) == \
        ipaddress.ip_address("192.0.2.45")  # Teredo's client
    assert embedded_ipv4(ipaddress.ip_address("1.2.3.4")) is None
    assert embedded_ipv4(ipaddress.ip_address("2606:4700::1111")) is None
    assert literal_address("[::1]") == ipaddress.ip_address("::1")
    assert literal_address("127.0.0.1") == ipaddress.ip_address("127.0.0.1")
    assert literal_address("fe80::1%eth0") == ipaddress.ip_address("fe80::1")
    assert literal_address("localhost") is None
    assert literal_address("127.1") is None  # a name to resolve (the resolver checks its answer)
    assert DEFAULT.refusal("2001:0:4136:e378:8000:63bf:3fff:fdd2") == "reserved"
