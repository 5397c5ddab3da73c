// A broken op call's verdict, made by hand for the unit tests of the advice (fix candidates, workarounds): its kernel
// returns one layout for "result", its fake predicts another.
#pragma once

#include <string>

#include "verdict/verdict.h"

namespace stridecheck::test {

inline OutputLayout output_of(const std::string& name, const Layout& l, const std::string& dtype = "") {
  OutputLayout o;
  o.name = name;
  o.dtype = dtype;
  o.sizes = l.sizes;
  o.strides = l.strides;
  return o;
}

inline OpVerdict broken_verdict(const OpCall& c, const Layout& kernel, const Layout& fake,
                                const std::string& dtype = "") {
  OpVerdict o;
  o.op_call = c.id;
  o.call = &c;
  o.real = {output_of("result", kernel, dtype)};
  o.fake.predicted = {output_of("result", fake, dtype)};
  o.fake.state = ContractState::kBreaks;
  ContractDiff d;
  d.name = "result";
  d.real = kernel;
  d.meta = fake;
  o.fake.diffs = {d};
  return o;
}

}  // namespace stridecheck::test
