// A fix's code in the JSON answer (report/json.cpp's "fix_code"): its code in a field of its own, its kind and form,
// and where it was checked against the op's kernel. Pure: a fix in, JSON out.
#pragma once

#include <nlohmann/json.hpp>

#include "verdict/verdict.h"

namespace stridecheck {

/// {call, op, output, kind, form, code, like, checked, reason, verified_on, failed_on, raised_on, torch, device}.
nlohmann::ordered_json fix_code_json(const Fix& fix);

}  // namespace stridecheck
