"""Jael's Guile (24170, Weird West Edition) — goods, Mystical, Weapon, Melee.
Cheatin' Resolution, Boot: If your hand is cheatin', you must boot this dude to use this
ability. The cheatin' player boots or discards a dude in their posse, then boots or
discards a dude in their posse. Wanted dudes must be chosen if possible.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class JaelsGuile(CardScript):
    code = "24170"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round
        # (engine.abilities.cheatin_refusal, §5.6); used while this dude is in a posse.
        self.action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            condition=self.can_be_used,
            message="{player} uses {source}",
            handler=self.guile,
        )

    def your_hand_is_cheatin(self, context: Context) -> bool:
        return self.reveals_cheatin(context.player)

    def can_be_used(self, context: Context) -> bool:
        """With a cheatin' hand of your own, this dude must be able to boot; and the
        cheater must have a dude in their posse to boot or discard."""
        dude = self.parent
        if self.your_hand_is_cheatin(context) and (dude is None or dude.booted):
            return False
        return bool(self.choices(context))

    def choices(self, context: Context) -> list[Card]:
        """The cheater's dudes in their posse that can be booted or discarded — the wanted
        ones while any is there ("Wanted dudes must be chosen if possible")."""
        shootout = self.game.shootout
        if shootout is None:
            return []
        posse = [
            d for d in context.player.opponent.dudes() if shootout.posse_of(d) is context.player.opponent
        ]
        wanted = [d for d in posse if d.wanted]
        return wanted or posse

    def guile(self, context: Context) -> Flow:
        if self.your_hand_is_cheatin(context):
            dude = self.parent
            assert dude is not None
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1} for {2}", context.player, dude, self.card)
        for _ in range(2):
            yield from self.boot_or_discard(context)

    def boot_or_discard(self, context: Context) -> Flow:
        cheater, choices = context.player.opponent, self.choices(context)
        if not choices:
            return
        dude = yield from self.select_card(context, choices, "Select a dude", player=cheater)
        assert isinstance(dude, Card)
        # Booting a booted dude would change nothing: it can only be discarded (ruling
        # jaels-guile-boot-or-discard).
        options = ["discard"] if dude.booted else ["boot", "discard"]
        chosen = yield from self.choose_option(context, options, player=cheater)
        if chosen == "boot":
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", cheater, dude)
        else:
            self.game.actions.discard(dude)
            self.game.log.add("{0} discards {1}", cheater, dude)
