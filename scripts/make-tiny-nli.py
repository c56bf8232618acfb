#!/usr/bin/python3
"""Builds the tiny random-weight NLI model folders the tests of the `nli:PATH` judge load.

Run with Debian's python3-torch and python3-onnx (no `transformers` Python package):

    /usr/bin/python3 scripts/make-tiny-nli.py [OUT_DIR]    (default: test/fixtures/nli)

It writes two folders in the layout a Hugging Face model repository uses for transformers.js,
one with the 3 MNLI labels and one with 2 MiniCheck-style labels:

    tiny-nli-3/ and tiny-nli-2/
        config.json            model_type bert, id2label/label2id, max_position_embeddings
        tokenizer.json         WordPiece, BertNormalizer (lower case), BertPreTokenizer, pair template
        tokenizer_config.json  BertTokenizer, model_max_length 64 (short, so tests exercise windowing)
        onnx/model.onnx        inputs input_ids, attention_mask, token_type_ids; output logits

The encoder is a minimal BERT written here (embeddings, 2 layers, hidden 32, 2 heads, pooled [CLS],
classifier) with seeded random weights: its verdicts mean nothing, its shapes and tokenisation
are those of a real cross-encoder. The vocabulary is generated below: special tokens, letters,
digits, punctuation, a list of common English words written for this script, and `##` pieces
for every letter and digit so that any ASCII word tokenises without [UNK].
"""

import json
import math
import os
import shutil
import sys

import torch
from torch import nn

HIDDEN = 32
HEADS = 2
LAYERS = 2
INTERMEDIATE = 64
MAX_LENGTH = 64
SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
PUNCTUATION = list(".,;:!?'\"()[]-%$/&+=*#@<>_")
WORDS = """
the a an of to in on at by for with from and or but not no nor is are was were be been being
has have had do does did will would can could may might must shall should it its this that these
those there here he she they we you i his her their our your him them us what which who whom
whose when where why how all any both each few more most other some such only own same so than
too very just also about above after again against before below between during into through
under until up down out over off once then further while because if as per since year years
month months day days time people company city country state world water power energy data
system model report study result results number percent price cost sales revenue growth rate
new old first last large small high low long short good bad big little major minor early late
public private total average annual million billion thousand hundred increase increased
decrease decreased rise rose fall fell grow grew reach reached report reported say said found
find show showed use used make made take took give gave become became include includes included
announce announced launch launched open opened close closed build built lead led win won lose
lost sell sold buy bought pay paid hold held plan planned start started end ended president
chief officer team game season paper research university school hospital patient doctor
drug trial disease treatment battery car engine speed weight height capital river mountain
island north south east west central market bank stock share shares profit loss budget tax
government minister law court police army war peace election vote party member members group
""".split()
SUFFIXES = ["s", "es", "ed", "ing", "ly", "er", "est", "ion", "al", "ity", "ment", "ness"]
# 3-label MNLI order as many cross-encoders use; 2-label as MiniCheck (label 1 = supported).
LABELS = {
    "tiny-nli-3": ["entailment", "neutral", "contradiction"],
    "tiny-nli-2": ["unsupported", "supported"],
}


def vocabulary():
    tokens = list(SPECIAL)
    letters = [chr(c) for c in range(ord("a"), ord("z") + 1)]
    digits = [str(d) for d in range(10)]
    for piece in PUNCTUATION + digits + letters + WORDS:
        if piece not in tokens:
            tokens.append(piece)
    for piece in letters + digits + SUFFIXES:
        if "##" + piece not in tokens:
            tokens.append("##" + piece)
    return {token: i for i, token in enumerate(tokens)}


def tokenizer_json(vocab):
    def special(token, type_id):
        return {"SpecialToken": {"id": token, "type_id": type_id}}

    def sequence(name, type_id):
        return {"Sequence": {"id": name, "type_id": type_id}}

    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {"id": vocab[t], "content": t, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False, "special": True}
            for t in SPECIAL
        ],
        "normalizer": {"type": "BertNormalizer", "clean_text": True, "handle_chinese_chars": True, "strip_accents": None, "lowercase": True},
        "pre_tokenizer": {"type": "BertPreTokenizer"},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [special("[CLS]", 0), sequence("A", 0), special("[SEP]", 0)],
            "pair": [special("[CLS]", 0), sequence("A", 0), special("[SEP]", 0), sequence("B", 1), special("[SEP]", 1)],
            "special_tokens": {t: {"id": t, "ids": [vocab[t]], "tokens": [t]} for t in ["[CLS]", "[SEP]"]},
        },
        "decoder": {"type": "WordPiece", "prefix": "##", "cleanup": True},
        "model": {"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##", "max_input_chars_per_word": 100, "vocab": vocab},
    }


def tokenizer_config():
    return {
        "tokenizer_class": "BertTokenizer",
        "model_max_length": MAX_LENGTH,
        "do_lower_case": True,
        "clean_up_tokenization_spaces": True,
        "cls_token": "[CLS]",
        "sep_token": "[SEP]",
        "pad_token": "[PAD]",
        "unk_token": "[UNK]",
        "mask_token": "[MASK]",
    }


def model_config(name, labels, vocab_size):
    return {
        "_name_or_path": f"groundcheck/{name}",
        "architectures": ["BertForSequenceClassification"],
        "model_type": "bert",
        "vocab_size": vocab_size,
        "hidden_size": HIDDEN,
        "num_hidden_layers": LAYERS,
        "num_attention_heads": HEADS,
        "intermediate_size": INTERMEDIATE,
        "hidden_act": "gelu",
        "max_position_embeddings": MAX_LENGTH,
        "type_vocab_size": 2,
        "layer_norm_eps": 1e-12,
        "pad_token_id": 0,
        "id2label": {str(i): label for i, label in enumerate(labels)},
        "label2id": {label: i for i, label in enumerate(labels)},
    }


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(HIDDEN, 3 * HIDDEN)
        self.out = nn.Linear(HIDDEN, HIDDEN)
        self.norm1 = nn.LayerNorm(HIDDEN, eps=1e-12)
        self.ff1 = nn.Linear(HIDDEN, INTERMEDIATE)
        self.ff2 = nn.Linear(INTERMEDIATE, HIDDEN)
        self.norm2 = nn.LayerNorm(HIDDEN, eps=1e-12)

    def forward(self, x, mask_bias):
        batch, length, _ = x.shape
        head = HIDDEN // HEADS
        q, k, v = self.qkv(x).view(batch, length, 3, HEADS, head).permute(2, 0, 3, 1, 4).unbind(0)
        scores = q @ k.transpose(-1, -2) / math.sqrt(head) + mask_bias
        attended = (scores.softmax(-1) @ v).transpose(1, 2).reshape(batch, length, HIDDEN)
        x = self.norm1(x + self.out(attended))
        return self.norm2(x + self.ff2(nn.functional.gelu(self.ff1(x))))


class TinyBert(nn.Module):
    def __init__(self, vocab_size, num_labels):
        super().__init__()
        self.words = nn.Embedding(vocab_size, HIDDEN)
        self.positions = nn.Embedding(MAX_LENGTH, HIDDEN)
        self.types = nn.Embedding(2, HIDDEN)
        self.norm = nn.LayerNorm(HIDDEN, eps=1e-12)
        self.layers = nn.ModuleList([Layer() for _ in range(LAYERS)])
        self.pooler = nn.Linear(HIDDEN, HIDDEN)
        self.classifier = nn.Linear(HIDDEN, num_labels)

    def forward(self, input_ids, attention_mask, token_type_ids):
        positions = torch.arange(input_ids.shape[1], device=input_ids.device).unsqueeze(0)
        x = self.norm(self.words(input_ids) + self.positions(positions) + self.types(token_type_ids))
        # Padding gets a large negative bias, so padded and unpadded inputs score alike.
        mask_bias = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * -10000.0
        for layer in self.layers:
            x = layer(x, mask_bias)
        return self.classifier(torch.tanh(self.pooler(x[:, 0])))


def build(out_dir, name, labels, vocab, seed):
    torch.manual_seed(seed)
    model = TinyBert(len(vocab), len(labels))
    # Wide weights: with BERT's usual 0.02 every input would get almost the same probabilities,
    # and tests of windows and batches want scores that differ from one input to the next.
    with torch.no_grad():
        for parameter in model.parameters():
            if parameter.dim() > 1:
                parameter.normal_(0.0, 0.3)
    model.eval()

    folder = os.path.join(out_dir, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "onnx"))
    example = torch.tensor([[vocab["[CLS]"], vocab["the"], vocab["[SEP]"], vocab["a"], vocab["[SEP]"]]])
    torch.onnx.export(
        model,
        (example, torch.ones_like(example), torch.tensor([[0, 0, 0, 1, 1]])),
        os.path.join(folder, "onnx", "model.onnx"),
        input_names=["input_ids", "attention_mask", "token_type_ids"],
        output_names=["logits"],
        dynamic_axes={
            "input_ids": {0: "batch", 1: "sequence"},
            "attention_mask": {0: "batch", 1: "sequence"},
            "token_type_ids": {0: "batch", 1: "sequence"},
            "logits": {0: "batch"},
        },
        opset_version=14,
        do_constant_folding=True,
    )
    files = {
        "config.json": model_config(name, labels, len(vocab)),
        "tokenizer.json": tokenizer_json(vocab),
        "tokenizer_config.json": tokenizer_config(),
    }
    for file, content in files.items():
        with open(os.path.join(folder, file), "w", encoding="utf-8") as f:
            json.dump(content, f, indent=1, ensure_ascii=False)
            f.write("\n")
    return folder


def main():
    import onnx

    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "test", "fixtures", "nli")
    vocab = vocabulary()
    for seed, (name, labels) in enumerate(LABELS.items(), start=1):
        folder = build(out_dir, name, labels, vocab, seed)
        onnx.checker.check_model(os.path.join(folder, "onnx", "model.onnx"))
        size = sum(os.path.getsize(os.path.join(root, f)) for root, _, files in os.walk(folder) for f in files)
        print(f"{os.path.normpath(folder)}: {len(vocab)} tokens, {size} bytes")


if __name__ == "__main__":
    main()
