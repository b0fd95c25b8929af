/**
 * The network a client's address counts as for the site's limits (worker/rate-limit/client-hash.ts clientNetworkOf,
 * issue #44): IPv4 as it is, IPv6 as its /64, so a client cannot rotate addresses within its /64 past a limit.
 */
import { describe, expect, it } from "vitest";
import { clientNetworkOf } from "../../../worker/rate-limit/client-hash";

describe("clientNetworkOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::7", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::", "fe80:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
  ])("counts %s as %s", (address, network) => {
    expect(clientNetworkOf(address)).toBe(network);
  });

  it("puts every address of one /64 in one network, and the next /64 in another", () => {
    const networks = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:db8:1:2:1234::"].map(clientNetworkOf);
    expect(new Set(networks).size).toBe(1);
    expect(clientNetworkOf("2001:db8:1:3::1")).not.toBe(networks[0]);
  });

  it.each(["1:2:3:4:5:6:7:8:9", "1::2::3", "2001:db8:zz::1", "unknown", ""])("leaves %j, not an address, as text", (text) => {
    expect(clientNetworkOf(text)).toBe(text);
  });
});
