// The known upstream issues a failure matches, in words (known_words.h).
#include "report/known_words.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/text.h"

namespace stridecheck {

namespace {

// Why a row only related to the failure matched it: "the same op", ...
std::string basis_words(const KnownMatch& m) {
  switch (m.basis) {
    case KnownMatch::Basis::kSameOp: return "the same op";
    case KnownMatch::Basis::kSameFamily: return "an op of the same family";
    case KnownMatch::Basis::kGraphInput:
      return std::string("a graph input's ") +
             (m.issue->signature.mismatch == KnownIssueSignature::Mismatch::kSize ? "size" : "strides") +
             " against the compiled graph's";
  }
  return "";
}

// What a likely duplicate rests on, as its row states it: the op, which side is contiguous (where it says), the dims.
std::string strength_words(const KnownMatch& m) {
  if (m.strength != KnownMatch::Strength::kLikelyDuplicate) return "related: " + basis_words(m);
  const KnownIssueSignature& s = m.issue->signature;
  std::string words = "likely the same bug: the same op";
  if (s.expected != KnownLayout::kAny || s.actual != KnownLayout::kAny) words += ", the same side contiguous";
  if (s.any_dims && s.min_dims > 0)
    words += ", " + std::to_string(s.min_dims) + " or more dims differing, as its source states";
  else
    words += ", the same dims differing";
  return words;
}

std::string releases_words(const KnownIssue& row) {
  const auto& r = row.releases;
  if (!r.fixed_in.empty()) return "fixed in torch " + r.fixed_in;
  if (!r.fixed_by.empty()) return "fixed by torch " + r.fixed_by + " (an earlier release may have the fix too)";
  if (r.open) return "open upstream (no release with a fix is known)";
  for (const auto& fix : row.fixes)
    if (fix.repo == "pytorch/pytorch") return "fixed by " + known_source_ref(fix) + " (the release is not known here)";
  if (!row.fixes.empty()) return "fixed downstream by " + known_source_ref(row.fixes.front());
  return "closed upstream (the release with a fix is not known here)";
}

std::string torch_words(const KnownMatch& m, const std::string& torch) {
  if (torch.empty()) return "this run's torch is not known";
  std::string t = "this run's torch is " + torch;
  switch (m.torch) {
    case KnownMatch::Torch::kUnknown: return t;
    case KnownMatch::Torch::kNotFixed:
      return t + (m.issue->releases.open ? std::string() : std::string(", without the fix"));
    case KnownMatch::Torch::kFixed: return t + ", which has the fix";
    case KnownMatch::Torch::kBefore: return t + ", before the first release known to have the bug";
  }
  return t;
}

/// A query's characters as a URL's query component writes them (RFC 3986's unreserved kept, space as '+').
std::string url_query(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else if (c == ' ') {
      out += '+';
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
    }
  }
  return out;
}

}  // namespace

namespace {

// Rows only related to the failure, in one line, each under what it rests on: "related, not the same layouts (the
// same op): pytorch#1 (URL), ...; (an op of the same family): pytorch#2 (URL)".
std::string related_words(const std::vector<const KnownMatch*>& related) {
  std::vector<std::string> groups;
  for (auto basis : {KnownMatch::Basis::kSameOp, KnownMatch::Basis::kSameFamily, KnownMatch::Basis::kGraphInput}) {
    std::vector<std::string> refs;
    const KnownMatch* first = nullptr;
    for (const KnownMatch* m : related) {
      if (m->basis != basis) continue;
      if (!first) first = m;
      refs.push_back(known_source_ref(m->issue->source) + " (" + m->issue->source.url + ")");
    }
    if (first) groups.push_back("(" + basis_words(*first) + "): " + join(refs, ", "));
  }
  return "related, not the same layouts " + join(groups, "; ");
}

}  // namespace

std::string known_source_ref(const KnownSource& source) {
  std::string repo = source.repo == "pytorch/pytorch" ? "pytorch" : source.repo;
  return repo + "#" + std::to_string(source.number);
}

std::string seen_before_words(const KnownMatch& m, const std::string& torch) {
  const KnownIssue& row = *m.issue;
  std::string op = m.op.empty() ? std::string() : " (" + m.op + (m.output.empty() ? "" : " " + m.output) + ")";
  return "seen before" + op + ": " + known_source_ref(row.source) + " \"" + row.source.title + "\" (" +
         strength_words(m) + "), " + releases_words(row) + "; " + torch_words(m, torch.empty() ? m.run_torch : torch) +
         " (" + row.source.url + ")";
}

std::vector<std::string> seen_before_lines(const std::vector<KnownMatch>& matches) {
  // Each likely duplicate in full; the rows only related (the same op or family) in one line after them, since a
  // related row says where to look, not what this failure is.
  std::vector<std::string> lines;
  std::vector<const KnownMatch*> related;
  for (const auto& m : matches) {
    if (m.strength == KnownMatch::Strength::kLikelyDuplicate)
      lines.push_back(seen_before_words(m, ""));
    else
      related.push_back(&m);
  }
  if (related.size() == 1 && lines.empty())
    lines.push_back(seen_before_words(*related.front(), ""));
  else if (!related.empty())
    lines.push_back(related_words(related));
  return lines;
}

std::vector<std::string> seen_before_lines_for(const std::vector<KnownMatch>& matches, const std::string& op) {
  std::vector<std::string> lines;
  const std::string name = known_op_name(op);
  for (const auto& m : matches)
    if (!name.empty() && m.op == name) lines.push_back(seen_before_words(m, ""));
  return lines;
}

std::string github_issue_search_url(const std::string& repo, const std::string& query) {
  return "https://github.com/" + repo + "/issues?q=" + url_query("is:issue " + query);
}

std::string open_duplicate_ref(const std::vector<KnownMatch>& matches) {
  for (const auto& m : matches)
    if (m.strength == KnownMatch::Strength::kLikelyDuplicate && m.issue->releases.open)
      return known_source_ref(m.issue->source);
  return "";
}

std::string duplicate_search_words(const std::vector<KnownMatch>& matches, const std::string& op) {
  std::vector<std::string> terms;  // a likely duplicate's own search terms; a related row's would lead astray
  for (const auto& m : matches)
    if (m.strength == KnownMatch::Strength::kLikelyDuplicate)
      for (const auto& t : m.issue->search_terms)
        if (std::find(terms.begin(), terms.end(), t) == terms.end()) terms.push_back(t);
  std::string name = known_op_name(op);
  auto sep = name.find("::");
  std::string bare = sep == std::string::npos ? name : name.substr(sep + 2);
  std::string url = bare.empty() ? std::string() : github_issue_search_url("pytorch/pytorch", bare + " stride");
  if (terms.empty() && url.empty()) return "";
  std::string words = "search for duplicates first";
  if (!terms.empty()) words += ": " + join(terms, "; ");
  if (!url.empty()) words += (terms.empty() ? ": " : ", and ") + url;
  return words;
}

}  // namespace stridecheck
